import { isEmailAddress, type MailLanguage, QUOTATION_MSG } from '@wanju/domain';
import { Box, Button, Dialog, Radio, RadioGroup, TextField } from '@wanju/ui';
import { useState } from 'react';
import { QUOTE_TEXT as T } from './messages';
import * as styles from './Quotations.css';

export interface SendRequest {
  to: string;
  name: string;
  lang: MailLanguage;
  subject: string;
  body: string;
}

export interface SendDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  defaultTo: string;
  defaultName: string;
  /** no mailbox configured: the message goes to the outbox */
  outbox: boolean;
  isPending?: boolean;
  onSend: (request: SendRequest) => void;
  onPreview: (lang: MailLanguage) => void;
}

/** Who receives the quotation, in which language; subject and body left empty use the company's template. */
export function SendDialog(props: SendDialogProps) {
  const [form, setForm] = useState<SendRequest>({
    to: props.defaultTo,
    name: props.defaultName,
    lang: 'zh',
    subject: '',
    body: '',
  });
  const [touched, setTouched] = useState(false);
  const error = isEmailAddress(form.to) ? null : QUOTATION_MSG.emailInvalid;
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={T.sendTitle}
      size="md"
      footer={
        <>
          <Button onPress={() => props.onPreview(form.lang)}>{T.preview}</Button>
          <Button onPress={() => props.onOpenChange(false)}>{T.cancel}</Button>
          <Button
            variant="primary"
            isPending={props.isPending}
            onPress={() => {
              setTouched(true);
              if (!error) props.onSend(form);
            }}
          >
            {T.sendNow}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="md">
        {props.outbox && (
          <Box className={styles.note} role="note">
            {T.noMailbox}
          </Box>
        )}
        <TextField
          label={T.to}
          type="email"
          isRequired
          value={form.to}
          onChange={(to) => setForm((f) => ({ ...f, to }))}
          isInvalid={touched && Boolean(error)}
          errorMessage={error ?? undefined}
          validationBehavior="aria"
        />
        <TextField label={T.toName} value={form.name} onChange={(name) => setForm((f) => ({ ...f, name }))} />
        <RadioGroup
          label={T.lang}
          orientation="horizontal"
          value={form.lang}
          onChange={(v) => setForm((f) => ({ ...f, lang: v === 'en' ? 'en' : 'zh' }))}
        >
          <Radio value="zh">{T.zh}</Radio>
          <Radio value="en">{T.en}</Radio>
        </RadioGroup>
        <TextField label={T.subject} value={form.subject} onChange={(subject) => setForm((f) => ({ ...f, subject }))} />
        <TextField
          label={T.body}
          multiline
          rows={5}
          value={form.body}
          onChange={(body) => setForm((f) => ({ ...f, body }))}
        />
      </Box>
    </Dialog>
  );
}
