import type { QuotationMailPreview } from '@wanju/api-client';
import { Box, Button, Radio, RadioGroup } from '@wanju/ui';
import { ListState, type LoadState } from '../catalogue/ListState';
import { QUOTE_TEXT as T } from './messages';
import * as styles from './Quotations.css';

export interface PreviewEmailViewProps {
  state: LoadState;
  preview: QuotationMailPreview | null;
  onLang: (lang: 'zh' | 'en') => void;
  onBack: () => void;
  onRetry: () => void;
}

/** /Previewemail: the e-mail exactly as the customer will receive it. */
export function PreviewEmailView({ state, preview, onLang, onBack, onRetry }: PreviewEmailViewProps) {
  return (
    <Box as="section" aria-label={T.previewTitle} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box display="flex" gap="md" alignItems="flex-end" flexWrap="wrap">
        <Button variant="ghost" onPress={onBack}>
          {T.back}
        </Button>
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {T.previewTitle}
        </Box>
        {preview && (
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
        {preview && (
          <Box
            as="article"
            aria-label={preview.subject}
            display="flex"
            flexDirection="column"
            gap="sm"
            padding="lg"
            background="surface"
            borderRadius="md"
          >
            {preview.outbox && (
              <Box className={styles.note} role="note">
                {T.outboxNote}
              </Box>
            )}
            <div>
              <strong>{T.from}：</strong>
              {preview.from ? `${preview.from.name} <${preview.from.email}>` : '—'}
            </div>
            <div>
              <strong>{T.to}：</strong>
              {preview.to.name} &lt;{preview.to.email || '—'}&gt;
            </div>
            <div>
              <strong>{T.subject}：</strong>
              {preview.subject}
            </div>
            <Box as="hr" />
            <pre className={styles.pre}>{preview.body}</pre>
            <Box as="hr" />
            <div>
              <strong>{T.attachments}：</strong>
              {preview.attachments.length
                ? preview.attachments.map((a) =>
                    // the file is made when sending: until then only its name is known
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
