import { CircleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cx } from '../../cx';
import { UI_TEXT } from '../../messages';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title?: ReactNode;
  /** The question, e.g. MSG '确认删除该历史记录？'. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** danger for destructive actions (delete, clear). */
  tone?: 'danger' | 'primary';
  /** Called on 确定; the dialog closes unless `isPending` is managed by the caller. */
  onConfirm: () => void;
  /** Called on 取消, Escape or ×: the place to show '已取消删除'. */
  onCancel?: () => void;
  isPending?: boolean;
}

/** An alertdialog asking to confirm one action (delete a history record, remove a cart). */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title = '提示',
  message,
  confirmLabel = UI_TEXT.confirm,
  cancelLabel = UI_TEXT.cancel,
  tone = 'danger',
  onConfirm,
  onCancel,
  isPending,
}: ConfirmDialogProps) {
  const handleOpenChange = (open: boolean) => {
    if (!open && !isPending) onCancel?.();
    onOpenChange?.(open);
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      title={title}
      size="sm"
      role="alertdialog"
      isDismissable={false}
      footer={({ close }) => (
        <>
          <Button onPress={close} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            isPending={isPending}
            autoFocus
            onPress={() => {
              onConfirm();
              if (!isPending) onOpenChange?.(false);
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <div className={styles.message}>
        <CircleAlert size={20} aria-hidden="true" className={cx(styles.icon, tone === 'danger' && styles.iconDanger)} />
        <div>{message}</div>
      </div>
    </Dialog>
  );
}

/**
 * A list's "delete with confirmation": `ask(item)` opens the dialog for that row, 确定 calls `onConfirm(item)`,
 * either answer closes it. Place `dialog` where the screen keeps its dialogs.
 */
export function useConfirm<T>(
  onConfirm: (item: T) => void,
  /** the question, or the question about the row asked */
  message: ReactNode | ((item: T) => ReactNode),
  options: Pick<ConfirmDialogProps, 'title' | 'tone' | 'confirmLabel'> = {},
) {
  const [pending, setPending] = useState<{ item: T } | null>(null);
  const dialog = (
    <ConfirmDialog
      isOpen={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      message={typeof message === 'function' ? (pending ? message(pending.item) : '') : message}
      tone="danger"
      {...options}
      onConfirm={() => {
        if (pending) onConfirm(pending.item);
        setPending(null);
      }}
    />
  );
  return { ask: (item: T) => setPending({ item }), pending: pending?.item ?? null, dialog };
}
