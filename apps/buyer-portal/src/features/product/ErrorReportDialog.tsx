import { ERROR_REPORT_TYPES, type ErrorReportType, validateErrorReport } from '@wanju/domain';
import { Button, Checkbox, CheckboxGroup, Dialog, TextField } from '@wanju/ui';
import { useState } from 'react';
import { PRODUCT_TEXT as T } from './messages';
import * as styles from './ProductDetailView.css';

export interface ErrorReportDialogProps {
  /** The product's name, shown in the dialog. */
  productName: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  isPending?: boolean;
  /** The server's refusal. */
  error?: string | null;
  onSubmit: (types: ErrorReportType[], content: string) => void;
}

/** Product detail 'report an error' (edit_error): the wrong parts and a description. */
export function ErrorReportDialog({
  productName,
  isOpen,
  onOpenChange,
  isPending,
  error,
  onSubmit,
}: ErrorReportDialogProps) {
  const [types, setTypes] = useState<ErrorReportType[]>([]);
  const [content, setContent] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const message = local ?? error ?? null;
  const submit = () => {
    const refused = validateErrorReport({ types, content });
    setLocal(refused);
    if (!refused) onSubmit(types, content.trim());
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={T.reportTitle}
      size="md"
      footer={({ close }) => (
        <>
          <Button variant="ghost" onPress={close}>
            {T.reportCancel}
          </Button>
          <Button variant="primary" isDisabled={isPending} isPending={isPending} onPress={submit}>
            {isPending ? T.reportSubmitting : T.reportSubmit}
          </Button>
        </>
      )}
    >
      <div className={styles.reportForm}>
        <p className={styles.reportProduct}>{productName}</p>
        <CheckboxGroup
          label={T.reportTypes}
          value={types}
          onChange={(v) => {
            setTypes(v as ErrorReportType[]);
            setLocal(null);
          }}
        >
          {ERROR_REPORT_TYPES.map((t) => (
            <Checkbox key={t.id} value={t.id}>
              {t.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <TextField
          label={T.reportContent}
          description={T.reportContentHint}
          multiline
          rows={4}
          value={content}
          onChange={(v) => {
            setContent(v);
            setLocal(null);
          }}
        />
        {message && (
          <p className={styles.reportError} role="alert">
            {message}
          </p>
        )}
      </div>
    </Dialog>
  );
}
