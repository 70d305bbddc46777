import type { QuotationMailPreview, QuotationSentMail } from '@wanju/api-client';
import { Box, Button, Radio, RadioGroup } from '@wanju/ui';
import { ListState, type LoadState } from '../catalogue/ListState';
import { QUOTE_TEXT as T } from './messages';
import * as styles from './Quotations.css';

/** Which e-mail the page shows: the one sent last, or the one this user would send now. */
export type PreviewMode = 'sent' | 'draft';

export interface PreviewEmailViewProps {
  state: LoadState;
  preview: QuotationMailPreview | null;
  /** 'sent' shows the last e-mail as it went out when there is one; 'draft' always the would-be one */
  mode?: PreviewMode;
  onMode?: (mode: PreviewMode) => void;
  onLang: (lang: 'zh' | 'en') => void;
  onBack: () => void;
  onRetry: () => void;
}

type Mail = Pick<QuotationSentMail, 'from' | 'to' | 'subject' | 'body' | 'attachments'>;

/**
 * /Previewemail: a sent quotation's e-mail as it went out (subject, body, the mailbox it went from, the
 * salesperson who sent it, its Excel attached or linked); an unsent one's as the customer will receive it
 * from the current user. A sent one can also show what sending again would look like.
 */
export function PreviewEmailView({
  state,
  preview,
  mode = 'sent',
  onMode,
  onLang,
  onBack,
  onRetry,
}: PreviewEmailViewProps) {
  const sent = preview?.sent ?? null;
  const showSent = sent !== null && mode === 'sent';
  const mail: Mail | null = showSent ? sent : preview;
  return (
    <Box as="section" aria-label={T.previewTitle} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box display="flex" gap="md" alignItems="flex-end" flexWrap="wrap">
        <Button variant="ghost" onPress={onBack}>
          {T.back}
        </Button>
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {T.previewTitle}
        </Box>
        {sent && onMode && (
          <RadioGroup
            label={T.previewView}
            orientation="horizontal"
            value={showSent ? 'sent' : 'draft'}
            onChange={(v) => onMode(v === 'draft' ? 'draft' : 'sent')}
          >
            <Radio value="sent">{T.sentView}</Radio>
            <Radio value="draft">{T.draftView}</Radio>
          </RadioGroup>
        )}
        {preview && !showSent && (
          <RadioGroup
            label={T.lang}
            orientation="horizontal"
            value={preview.lang}
            onChange={(v) => onLang(v === 'en' ? 'en' : 'zh')}
          >
            <Radio value="zh">{T.zh}</Radio>
            <Radio value="en">{T.en}</Radio>
          </RadioGroup>
        )}
      </Box>
      <ListState state={state} isEmpty={!preview} onRetry={onRetry}>
        {preview && mail && (
          <Box
            as="article"
            aria-label={mail.subject}
            display="flex"
            flexDirection="column"
            gap="sm"
            padding="lg"
            background="surface"
            borderRadius="md"
          >
            {showSent ? (
              <Box role="note" color="textSecondary">
                {T.sentBy(sent.sender, sent.sent_time ?? sent.created_time, sent.status_text)}
              </Box>
            ) : (
              <>
                {!sent && (
                  <Box role="note" color="textSecondary">
                    {T.draftOnly}
                  </Box>
                )}
                {preview.outbox && (
                  <Box className={styles.note} role="note">
                    {T.outboxNote}
                  </Box>
                )}
              </>
            )}
            <div>
              <strong>{T.from}：</strong>
              {mail.from ? `${mail.from.name} <${mail.from.email}>` : '—'}
            </div>
            <div>
              <strong>{T.to}：</strong>
              {mail.to.name} &lt;{mail.to.email || '—'}&gt;
            </div>
            <div>
              <strong>{T.subject}：</strong>
              {mail.subject}
            </div>
            <Box as="hr" />
            <pre className={styles.pre}>{mail.body}</pre>
            <Box as="hr" />
            <div>
              <strong>{T.attachments}：</strong>
              {mail.attachments.length
                ? mail.attachments.map((a) =>
                    // an attached file has no address: only its name is shown
                    a.url ? (
                      <a key={a.filename} href={a.url}>
                        {a.filename}
                      </a>
                    ) : (
                      <span key={a.filename}>{a.filename}</span>
                    ),
                  )
                : T.noAttachment}
            </div>
          </Box>
        )}
      </ListState>
    </Box>
  );
}
