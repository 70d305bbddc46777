import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  TextArea,
} from 'react-aria-components';
import { cx } from '../../cx';
import { type FieldChromeProps, FieldHelp, FieldLabel, fieldStyles } from '../Field/Field';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className'>, FieldChromeProps {
  placeholder?: string;
  /** A multi-line textarea (remarks, messages). */
  multiline?: boolean;
  rows?: number;
  className?: string;
}

/**
 * Text input with label, description and error on react-aria-components. Validation comes from the caller
 * (a domain rule such as validateCartName returns the message): pass it to `validate` or `errorMessage`+`isInvalid`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline,
  rows = 3,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {multiline ? (
        <TextArea className={fieldStyles.textarea} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={fieldStyles.input} placeholder={placeholder} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
