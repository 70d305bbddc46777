import { api, type EmailRecordItem, type MailboxItem } from '@wanju/api-client';
import { pagedList, usePagedList } from '@wanju/app-shell';
import { MAIL_MSG } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { client } from '../../app/session';
import type { LoadState } from '../catalogue/ListState';
import { MailManagementView, type TemplateDraft } from './MailManagementView';
import { MAIL_TEXT as T } from './messages';

const records = pagedList<EmailRecordItem, { status: string }>(
  ({ status, ...paging }) =>
    client.call(api.mail.getEmailList, {
      ...paging,
      status: status === 'all' ? undefined : (Number(status) as 0 | 1 | 2),
    }),
  { status: 'all' },
);

/** Container of /emaliManagement. */
export function MailManagementPage() {
  const [snap, listProps, setFilter] = usePagedList(records, { query: useSearchParams() });
  const [mailboxState, setMailboxState] = useState<LoadState>('loading');
  const [boxes, setBoxes] = useState<MailboxItem[]>([]);
  const [template, setTemplate] = useState<TemplateDraft | null>(null);
  const loadBoxes = useCallback(async () => {
    setMailboxState('loading');
    try {
      setBoxes((await client.call(api.mail.getMailboxList, {}, { silent: true })).list);
      setMailboxState('ready');
    } catch {
      setMailboxState('error');
    }
  }, []);
  const loadTemplate = useCallback(async (lang: 'zh' | 'en') => {
    const t = await client.call(api.mail.getTemplate, { lang }, { silent: true }).catch(() => null);
    if (t) setTemplate({ lang: t.lang, subject: t.subject, body: t.body });
  }, []);
  useEffect(() => {
    void loadBoxes();
    void loadTemplate('zh');
  }, [loadBoxes, loadTemplate]);
  const report = (r: EmailRecordItem) => {
    if (r.status === 0) toast.success(MAIL_MSG.testSent);
    else toast.error(r.reason || r.status_text);
    void records.load();
  };
  return (
    <MailManagementView
      mailboxState={mailboxState}
      mailboxes={boxes}
      recordState={listProps.state}
      records={snap.rows as EmailRecordItem[]}
      total={listProps.total}
      page={listProps.page}
      pageSize={listProps.pageSize}
      status={snap.filter.status}
      template={template}
      onStatus={(status) => setFilter({ status })}
      onPageChange={listProps.onPageChange}
      onSaveMailbox={async ({ password, ...draft }) => {
        try {
          await client.call(api.mail.saveMailbox, { ...draft, password: password || undefined });
          toast.success(MAIL_MSG.mailboxSaved);
          void loadBoxes();
          return true;
        } catch {
          return false;
        }
      }}
      onDeleteMailbox={(id) =>
        void client.call(api.mail.deleteMailbox, { id }).then(
          () => {
            toast.success(MAIL_MSG.mailboxDeleted);
            void loadBoxes();
          },
          () => undefined,
        )
      }
      onTest={(id, to) => void client.call(api.mail.testMailbox, { id, to }).then(report, () => undefined)}
      onResend={(id) => void client.call(api.mail.resendEmail, { id }).then(report, () => undefined)}
      onTemplateLang={(lang) => void loadTemplate(lang)}
      onSaveTemplate={(draft) =>
        void client.call(api.mail.saveTemplate, draft).then(
          () => toast.success(T.templateSaved),
          () => undefined,
        )
      }
      onRetry={() => {
        void loadBoxes();
        void records.load();
      }}
    />
  );
}
