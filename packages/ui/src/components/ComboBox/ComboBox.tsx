import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Group,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { cx } from '../../cx';
import { type FieldChromeProps, FieldHelp, FieldLabel, fieldStyles } from '../Field/Field';
import * as selectStyles from '../Select/Select.css';
import * as styles from './ComboBox.css';

export interface ComboBoxOption {
  id: Key;
  name: string;
  description?: string;
}

export interface ComboBoxProps<T extends ComboBoxOption>
  extends Omit<RACComboBoxProps<T>, 'children' | 'items' | 'className'>,
    FieldChromeProps {
  items: readonly T[];
  placeholder?: string;
  renderOption?: (item: T) => ReactNode;
  className?: string;
}

/** Type to filter a long list and pick one (customer, factory, region). Short lists: Select. */
export function ComboBox<T extends ComboBoxOption>({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  renderOption,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox {...props} defaultItems={items} className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.button}>
          <ChevronDown size={16} aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={selectStyles.popover} offset={4}>
        <ListBox
          className={selectStyles.listBox}
          renderEmptyState={() => <div className={styles.empty}>无匹配结果</div>}
        >
          {(item: T) => (
            <ListBoxItem id={item.id} textValue={item.name} className={selectStyles.option}>
              {renderOption ? renderOption(item) : item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
