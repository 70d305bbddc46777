import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { cx } from '../../cx';
import { UI_TEXT } from '../../messages';
import { type FieldChromeProps, FieldHelp, FieldLabel, fieldStyles } from '../Field/Field';
import * as styles from './Select.css';

export interface SelectOption {
  id: Key;
  name: string;
  isDisabled?: boolean;
}

export interface SelectProps<T extends SelectOption>
  extends Omit<RACSelectProps<T>, 'children' | 'items' | 'className'>,
    FieldChromeProps {
  items: readonly T[];
  /** Custom option rendering; defaults to `name`. */
  renderOption?: (item: T) => ReactNode;
  className?: string;
}

/** Choose one of a short list (trade system, export format, sort). Long or searchable lists: ComboBox. */
export function Select<T extends SelectOption>({
  label,
  description,
  errorMessage,
  items,
  renderOption,
  placeholder = UI_TEXT.selectPlaceholder,
  className,
  ...props
}: SelectProps<T>) {
  const disabledKeys = items.filter((i) => i.isDisabled).map((i) => i.id);
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      disabledKeys={disabledKeys}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown size={16} aria-hidden="true" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4}>
        <ListBox items={items} className={styles.listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className={styles.option}>
              {({ isSelected }) => (
                <>
                  {renderOption ? renderOption(item) : item.name}
                  {isSelected && <Check size={14} aria-hidden="true" className={styles.check} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
