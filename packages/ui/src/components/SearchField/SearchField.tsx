import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Group,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { cx } from '../../cx';
import { UI_TEXT } from '../../messages';
import { type FieldChromeProps, FieldHelp, FieldLabel } from '../Field/Field';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'className'>, FieldChromeProps {
  placeholder?: string;
  /** Something after the input inside the box (a camera button). */
  endSlot?: ReactNode;
  className?: string;
}

/** A search box: Enter submits (onSubmit), Escape or × clears. The header search builds on it. */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  endSlot,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={cx(styles.root, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.group}>
        <Search size={16} aria-hidden="true" className={styles.icon} />
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.clear} aria-label={UI_TEXT.clear}>
          <X size={14} aria-hidden="true" />
        </Button>
        {endSlot}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACSearchField>
  );
}
