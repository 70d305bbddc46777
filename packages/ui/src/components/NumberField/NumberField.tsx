import { Minus, Plus } from 'lucide-react';
import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { cx } from '../../cx';
import { type FieldChromeProps, FieldHelp, FieldLabel, fieldStyles } from '../Field/Field';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'className'>, FieldChromeProps {
  /** Hide the − / + buttons (dense tables). */
  hideSteppers?: boolean;
  className?: string;
}

/** A number with locale formatting, min/max/step and −/+ steppers (quantities, prices, image width). */
export function NumberField({ label, description, errorMessage, hideSteppers, className, ...props }: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        {!hideSteppers && (
          <Button slot="decrement" className={styles.step}>
            <Minus size={14} aria-hidden="true" />
          </Button>
        )}
        <Input className={styles.input} />
        {!hideSteppers && (
          <Button slot="increment" className={styles.step}>
            <Plus size={14} aria-hidden="true" />
          </Button>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACNumberField>
  );
}
