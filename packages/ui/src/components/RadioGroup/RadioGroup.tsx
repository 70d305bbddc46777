import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { cx } from '../../cx';
import { type FieldChromeProps, FieldHelp, FieldLabel } from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children' | 'className'>, FieldChromeProps {
  children: ReactNode;
  className?: string;
}

/** One choice from a few visible options (export format, rename type, watermark position). */
export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={cx(styles.group, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.items}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'children'> {
  children?: ReactNode;
}

export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={composeRenderProps(className, (c) => cx(styles.radio, c))}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </RACRadio>
  );
}
