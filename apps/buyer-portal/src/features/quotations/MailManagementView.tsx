import type { EmailRecordItem, MailboxItem } from '@wanju/api-client';
import { isEmailAddress, QUOTATION_MSG } from '@wanju/domain';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  NumberField,
  Pagination,
  Radio,
  RadioGroup,
  RecordTable,
  Select,
  TextField,
} from '@wanju/ui';
import { useEffect, useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import { MAIL_TEXT as T } from './messages';
import * as styles from './Quotations.css';

export interface MailboxDraft {
  id?: number;
  sender_name: string;
  email: string;
  host: string;
  port: number;
  secure: boolean;
  username: string;
  password: string;
  is_default: boolean;
}
export interface TemplateDraft {
  lang: 'zh' | 'en';
  subject: string;
  body: string;
}

export interface MailManagementViewProps {
  mailboxState: LoadState;
  mailboxes: readonly MailboxItem[];
  recordState: LoadState;
  records: readonly EmailRecordItem[];
  total: number;
  page: number;
  pageSize: number;
  /** 'all' or a status 0 sent, 1 failed, 2 outbox */
  status: string;
  template: TemplateDraft | null;
  onStatus: (status: string) => void;
  onPageChange: (page: number) => void;
  /** resolves true when saved */
  onSaveMailbox: (draft: MailboxDraft) => Promise<boolean>;
  onDeleteMailbox: (id: number) => void;
  onTest: (id: number, to: string) => void;
  onResend: (id: number) => void;
  onTemplateLang: (lang: 'zh' | 'en') => void;
  onSaveTemplate: (draft: TemplateDraft) => void;
  onRetry: () => void;
}

const EMPTY: MailboxDraft = {
  sender_name: '',
  email: '',
  host: '',
  port: 465,
  secure: true,
  username: '',
  password: '',
  is_default: false,
};

function MailboxForm({
  initial,
  onSave,
  onClose,
}: {
  initial: MailboxDraft;
  onSave: (d: MailboxDraft) => Promise<boolean>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const set = (patch: Partial<MailboxDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const errors = {
    email: isEmailAddress(draft.email) ? null : QUOTATION_MSG.emailInvalid,
    host: draft.host.trim() ? null : '请填写SMTP服务器',
    username: draft.username.trim() ? null : '请填写邮箱账号',
    password: draft.id || draft.password ? null : '请填写邮箱密码或授权码',
  };
  const invalid = Object.values(errors).some(Boolean);
  const field = (key: 'email' | 'host' | 'username' | 'password') => ({
    isInvalid: touched && Boolean(errors[key]),
    errorMessage: errors[key] ?? undefined,
    validationBehavior: 'aria' as const,
  });
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={initial.id ? T.edit : T.add}
      size="md"
      footer={
        <>
          <Button onPress={onClose}>{T.cancel}</Button>
          <Button
            variant="primary"
            onPress={async () => {
              setTouched(true);
              if (!invalid && (await onSave(draft))) onClose();
            }}
          >
            {T.save}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="md">
        <TextField label={T.senderName} value={draft.sender_name} onChange={(sender_name) => set({ sender_name })} />
        <TextField
          label={T.email}
          type="email"
          isRequired
          value={draft.email}
          onChange={(email) => set({ email, username: draft.username || email })}
          {...field('email')}
        />
        <TextField label={T.host} isRequired value={draft.host} onChange={(host) => set({ host })} {...field('host')} />
        <NumberField
          label={T.port}
          minValue={1}
          maxValue={65535}
          value={draft.port}
          onChange={(port) => set({ port: Number.isFinite(port) ? port : 465 })}
        />
        <Checkbox isSelected={draft.secure} onChange={(secure) => set({ secure })}>
          {T.secure}
        </Checkbox>
        <TextField
          label={T.username}
          isRequired
          value={draft.username}
          onChange={(username) => set({ username })}
          {...field('username')}
        />
        <TextField
          label={T.password}
          type="password"
          description={draft.id ? T.passwordKeep : undefined}
          value={draft.password}
          onChange={(password) => set({ password })}
          {...field('password')}
        />
        <Checkbox isSelected={draft.is_default} onChange={(is_default) => set({ is_default })}>
          {T.isDefault}
        </Checkbox>
      </Box>
    </Dialog>
  );
}

function TemplateEditor({
  template,
  onLang,
  onSave,
}: {
  template: TemplateDraft;
  onLang: (l: 'zh' | 'en') => void;
  onSave: (d: TemplateDraft) => void;
}) {
  const [draft, setDraft] = useState(template);
  useEffect(() => setDraft(template), [template]);
  return (
    <Box
      as="section"
      aria-label={T.template}
      display="flex"
      flexDirection="column"
      gap="md"
      padding="lg"
      background="surface"
      borderRadius="md"
    >
      <Box as="h2" fontSize="lg" fontWeight="bold">
        {T.template}
      </Box>
      <RadioGroup
        label="语言"
        orientation="horizontal"
        value={draft.lang}
        onChange={(v) => onLang(v === 'en' ? 'en' : 'zh')}
      >
        <Radio value="zh">中文</Radio>
        <Radio value="en">English</Radio>
      </RadioGroup>
      <TextField label="主题" value={draft.subject} onChange={(subject) => setDraft((d) => ({ ...d, subject }))} />
      <TextField
        label="正文"
        multiline
        rows={6}
        description={T.templateHint}
        value={draft.body}
        onChange={(body) => setDraft((d) => ({ ...d, body }))}
      />
      <Box>
        <Button variant="primary" onPress={() => onSave(draft)}>
          {T.saveTemplate}
        </Button>
      </Box>
    </Box>
  );
}

/** /emaliManagement: the company's mailboxes (password never shown), a test send, e-mail records and the outbox, the template. */
export function MailManagementView(props: MailManagementViewProps) {
  const [editing, setEditing] = useState<MailboxDraft | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [testing, setTesting] = useState<number | null>(null);
  const [testTo, setTestTo] = useState('');
  return (
    <Box as="section" aria-label={T.title} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box as="h1" fontSize="xl" fontWeight="bold">
        {T.title}
      </Box>
      <Box
        as="section"
        aria-label={T.mailboxes}
        display="flex"
        flexDirection="column"
        gap="md"
        padding="lg"
        background="surface"
        borderRadius="md"
      >
        <Box display="flex" gap="md" alignItems="center">
          <Box as="h2" fontSize="lg" fontWeight="bold">
            {T.mailboxes}
          </Box>
          <Button variant="primary" size="sm" onPress={() => setEditing({ ...EMPTY })}>
            {T.add}
          </Button>
        </Box>
        <ListState
          state={props.mailboxState}
          isEmpty={!props.mailboxes.length}
          onRetry={props.onRetry}
          emptyTitle={T.noMailboxes}
          emptyHint={T.noMailboxesHint}
        >
          <Box as="ul" className={styles.plainList} display="flex" flexDirection="column" gap="sm">
            {props.mailboxes.map((m) => (
              <Box as="li" key={m.id} display="flex" gap="md" alignItems="center" flexWrap="wrap">
                <Box flexGrow={1}>
                  <Box fontWeight="bold">
                    {m.sender_name || m.email} &lt;{m.email}&gt;{' '}
                    {m.is_default ? <Badge tone="primary">{T.default}</Badge> : null}
                  </Box>
                  <Box color="textMuted" fontSize="sm">
                    {m.host}:{m.port} {m.secure ? 'SSL/TLS' : 'STARTTLS'} · {m.username} · {m.user_name} ·{' '}
                    {m.updated_time}
                  </Box>
                </Box>
                <Button size="sm" onPress={() => setTesting(m.id)} aria-label={`${T.test} ${m.email}`}>
                  {T.test}
                </Button>
                <Button
                  size="sm"
                  onPress={() => setEditing({ ...EMPTY, ...m, password: '', is_default: m.is_default === 1 })}
                  aria-label={`${T.edit} ${m.email}`}
                >
                  {T.edit}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() => setDeleting(m.id)}
                  aria-label={`${T.remove} ${m.email}`}
                >
                  {T.remove}
                </Button>
              </Box>
            ))}
          </Box>
        </ListState>
      </Box>

      <Box
        as="section"
        aria-label={T.records}
        display="flex"
        flexDirection="column"
        gap="md"
        padding="lg"
        background="surface"
        borderRadius="md"
      >
        <Box display="flex" gap="md" alignItems="flex-end" flexWrap="wrap">
          <Box as="h2" fontSize="lg" fontWeight="bold">
            {T.records}
          </Box>
          <Select
            label="状态"
            items={T.recordTabs}
            selectedKey={props.status}
            onSelectionChange={(key) => props.onStatus(String(key))}
          />
        </Box>
        <ListState
          state={props.recordState}
          isEmpty={!props.records.length}
          onRetry={props.onRetry}
          emptyTitle={T.noRecords}
        >
          <RecordTable
            label={T.records}
            rows={props.records}
            rowKey={(r) => r.id}
            columns={[
              { id: 'name', title: '收件人', render: (r) => r.name || '—' },
              { id: 'email', title: '邮箱', render: (r) => r.email },
              { id: 'subject', title: '主题', render: (r) => r.subject },
              {
                id: 'status',
                title: '状态',
                render: (r) => (
                  <>
                    <Badge tone={r.status === 0 ? 'success' : r.status === 2 ? 'warning' : 'danger'}>
                      {r.status_text}
                    </Badge>
                    {r.reason && (
                      <Box color="danger" fontSize="xs">
                        {r.reason}
                      </Box>
                    )}
                  </>
                ),
              },
              { id: 'time', title: '时间', render: (r) => r.sent_time ?? r.created_time },
              {
                id: 'actions',
                title: '操作',
                render: (r) =>
                  r.status !== 0 && (
                    <Button size="sm" onPress={() => props.onResend(r.id)} aria-label={`${T.resend} ${r.email}`}>
                      {T.resend}
                    </Button>
                  ),
              },
            ]}
          />
          {props.total > props.pageSize && (
            <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPageChange} />
          )}
        </ListState>
      </Box>

      {props.template && (
        <TemplateEditor template={props.template} onLang={props.onTemplateLang} onSave={props.onSaveTemplate} />
      )}

      {editing && <MailboxForm initial={editing} onSave={props.onSaveMailbox} onClose={() => setEditing(null)} />}
      {testing !== null && (
        <Dialog
          isOpen
          onOpenChange={(open) => !open && setTesting(null)}
          title={T.test}
          size="sm"
          footer={
            <>
              <Button onPress={() => setTesting(null)}>{T.cancel}</Button>
              <Button
                variant="primary"
                isDisabled={!isEmailAddress(testTo)}
                onPress={() => {
                  props.onTest(testing, testTo);
                  setTesting(null);
                }}
              >
                {T.test}
              </Button>
            </>
          }
        >
          <TextField label={T.testTo} type="email" value={testTo} onChange={setTestTo} />
        </Dialog>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={T.confirmRemove}
        tone="danger"
        onConfirm={() => {
          if (deleting !== null) props.onDeleteMailbox(deleting);
          setDeleting(null);
        }}
      />
    </Box>
  );
}
