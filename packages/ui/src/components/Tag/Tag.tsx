import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  composeRenderProps,
  Label,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  type TagGroupProps as RACTagGroupProps,
  type TagProps as RACTagProps,
  TagList,
  type TagListProps,
} from 'react-aria-components';
import { cx } from '../../cx';
import { fieldStyles } from '../Field/Field';
import * as styles from './Tag.css';

export interface TagGroupProps<T>
  extends Omit<RACTagGroupProps, 'children' | 'className'>,
    Pick<TagListProps<T>, 'items' | 'children' | 'renderEmptyState'> {
  label?: string;
  className?: string;
}

/**
 * Removable or selectable tags (active filters, recent searches, certificates). `onRemove` adds × buttons;
 * `selectionMode` makes them toggles. A read-only status label is a Badge.
 */
export function TagGroup<T extends object>({
  label,
  items,
  children,
  renderEmptyState,
  className,
  ...props
}: TagGroupProps<T>) {
  return (
    <RACTagGroup {...props} className={cx(styles.group, className)}>
      {label && <Label className={fieldStyles.label}>{label}</Label>}
      <TagList items={items} renderEmptyState={renderEmptyState} className={styles.list}>
        {children}
      </TagList>
    </RACTagGroup>
  );
}

export interface TagProps extends Omit<RACTagProps, 'children'> {
  children: ReactNode;
}

export function Tag({ children, className, ...props }: TagProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACTag {...props} textValue={textValue} className={composeRenderProps(className, (c) => cx(styles.tag, c))}>
      {({ allowsRemoving }) => (
        <>
          {children}
          {allowsRemoving && (
            <Button slot="remove" className={styles.remove}>
              <X size={12} aria-hidden="true" />
            </Button>
          )}
        </>
      )}
    </RACTag>
  );
}
