import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Checkbox as RACCheckbox,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { cx } from '../../cx';
import { type FieldChromeProps, FieldHelp, FieldLabel } from '../Field/Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  children?: ReactNode;
}

/** A checkbox (select a product, agree to terms); keeps data-selected/indeterminate/focus-visible. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeRenderProps(className, (c) => cx(styles.checkbox, c))}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <Minus size={12} strokeWidth={3} />
            ) : isSelected ? (
              <Check size={12} strokeWidth={3} />
            ) : null}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children' | 'className'>, FieldChromeProps {
  children: ReactNode;
  className?: string;
}

/** Several checkboxes with one label (certificates, watermark fields). */
export function CheckboxGroup({ label, description, errorMessage, children, className, ...props }: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={cx(styles.group, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.groupItems}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACCheckboxGroup>
  );
}
