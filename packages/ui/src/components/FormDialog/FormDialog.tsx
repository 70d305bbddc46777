import type { ReactNode } from 'react';
import { useState } from 'react';
import { UI_TEXT } from '../../messages';
import { Button } from '../Button/Button';
import { Dialog, type DialogSize } from '../Dialog/Dialog';

export interface FormDialogProps {
  title: ReactNode;
  size?: DialogSize;
  children: ReactNode;
  /** Called on 保存: resolves true when saved (the dialog closes), false to keep it open (a refusal shown). */
  onSave: () => boolean | Promise<boolean>;
  onClose: () => void;
  saveLabel?: string;
}

/** An add or edit form in a dialog: 取消 and 保存; 保存 waits for the save (pressed once) and closes only when it succeeded. */
export function FormDialog({
  title,
  size = 'md',
  children,
  onSave,
  onClose,
  saveLabel = UI_TEXT.save,
}: FormDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size={size}
      footer={
        <>
          <Button onPress={onClose}>{UI_TEXT.cancel}</Button>
          <Button
            variant="primary"
            isDisabled={saving}
            onPress={async () => {
              setSaving(true);
              try {
                if (await onSave()) onClose();
              } finally {
                setSaving(false);
              }
            }}
          >
            {saveLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
