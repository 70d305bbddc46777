import type { AuditItem, MemberItem, MemberPage, MyInvite } from '@wanju/api-client';
import { isPhone, MSG, memberActionProblem, roleChangeProblem, validateNewPassword } from '@wanju/domain';
import {
  Badge,
  Box,
  Button,
  Dialog,
  FormDialog,
  Select,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@wanju/ui';
import { useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as styles from './Company.css';
import { COMPANY_TEXT } from './messages';

const T = COMPANY_TEXT.member;

export interface InviteDraft {
  phone: string;
  user_type: 1 | 2;
  nickname: string;
}

export interface MemberViewProps {
  /** the signed-in user belongs to a company; without one the screen offers to join by invitation */
  hasCompany: boolean;
  /** why the user may not manage staff (a salesperson; the staff tab closed), shown instead of the list */
  noAccess?: string | null;
  state: LoadState;
  page: MemberPage | null;
  auditState: LoadState;
  audit: readonly AuditItem[];
  myInvites: readonly MyInvite[];
  onInvite: (draft: InviteDraft) => Promise<boolean>;
  onRevoke: (id: number) => void;
  onSetRole: (userId: number, role: 0 | 1 | 2) => void;
  onSetDisabled: (userId: number, disabled: boolean) => void;
  onRemove: (userId: number, toUserId: number | null) => Promise<boolean>;
  onResetPassword: (userId: number, password: string) => Promise<boolean>;
  onTransfer: (fromUserId: number, toUserId: number) => Promise<boolean>;
  onStaffTab: (closed: boolean) => void;
  onAccept: (code: string) => Promise<boolean>;
  onShowAudit: () => void;
  onRetry: () => void;
}

function InviteDialog({ onInvite, onClose }: { onInvite: MemberViewProps['onInvite']; onClose: () => void }) {
  const [draft, setDraft] = useState<InviteDraft>({ phone: '', user_type: 1, nickname: '' });
  const [touched, setTouched] = useState(false);
  const phoneError = touched && !isPhone(draft.phone.trim()) ? MSG.phoneInvalid : undefined;
  return (
    <FormDialog
      title={T.invite}
      size="md"
      onClose={onClose}
      saveLabel={T.invite}
      onSave={async () => {
        setTouched(true);
        if (!isPhone(draft.phone.trim())) return false;
        return onInvite({ ...draft, phone: draft.phone.trim(), nickname: draft.nickname.trim() });
      }}
    >
      <Box display="flex" flexDirection="column" gap="md">
        <TextField
          label={T.invitePhone}
          isRequired
          value={draft.phone}
          onChange={(v) => setDraft((d) => ({ ...d, phone: v }))}
          isInvalid={Boolean(phoneError)}
          errorMessage={phoneError}
          validationBehavior="aria"
        />
        <TextField
          label={T.inviteName}
          value={draft.nickname}
          onChange={(v) => setDraft((d) => ({ ...d, nickname: v }))}
        />
        <Select
          label={T.inviteRole}
          items={COMPANY_TEXT.roles}
          selectedKey={draft.user_type}
          onSelectionChange={(k) => setDraft((d) => ({ ...d, user_type: Number(k) as 1 | 2 }))}
        />
      </Box>
    </FormDialog>
  );
}

/** A dialog choosing a colleague (hand-over on removal, transfer of work). */
function ColleagueDialog(props: {
  title: string;
  message: string;
  label: string;
  colleagues: readonly MemberItem[];
  optional?: string;
  confirm: string;
  onConfirm: (to: number | null) => Promise<boolean>;
  onClose: () => void;
}) {
  const items = [
    ...(props.optional ? [{ id: 0, name: props.optional }] : []),
    ...props.colleagues.map((c) => ({ id: c.user_id, name: `${c.nickname}（${c.role_text}）` })),
  ];
  const [to, setTo] = useState<number | null>(props.optional ? 0 : (items[0]?.id ?? null));
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      size="md"
      footer={
        <>
          <Button onPress={props.onClose}>{COMPANY_TEXT.cancel}</Button>
          <Button
            variant="primary"
            isDisabled={to === null}
            onPress={async () => {
              if (await props.onConfirm(to ? Number(to) : null)) props.onClose();
            }}
          >
            {props.confirm}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="md">
        <Box>{props.message}</Box>
        <Select
          label={props.label}
          items={items}
          selectedKey={to}
          onSelectionChange={(k) => setTo(k === null ? null : Number(k))}
        />
      </Box>
    </Dialog>
  );
}

function PasswordDialog(props: { name: string; onSave: (pw: string) => Promise<boolean>; onClose: () => void }) {
  const [pw, setPw] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? (validateNewPassword(pw) ?? undefined) : undefined;
  return (
    <FormDialog
      title={`${T.resetPassword}：${props.name}`}
      size="sm"
      onClose={props.onClose}
      onSave={async () => {
        setTouched(true);
        if (validateNewPassword(pw)) return false;
        return props.onSave(pw);
      }}
    >
      <TextField
        label={T.newPassword}
        type="password"
        value={pw}
        onChange={setPw}
        isInvalid={Boolean(error)}
        errorMessage={error}
        validationBehavior="aria"
      />
    </FormDialog>
  );
}

function JoinPanel(props: { invites: readonly MyInvite[]; onAccept: (code: string) => Promise<boolean> }) {
  const [code, setCode] = useState('');
  return (
    <Box display="flex" flexDirection="column" gap="md">
      <Box as="h2" fontSize="lg" fontWeight="bold">
        {T.joinTitle}
      </Box>
      <Box color="textSecondary">{T.joinHint}</Box>
      {props.invites.length === 0 ? (
        <Box color="textMuted">{T.noInvites}</Box>
      ) : (
        <Box as="ul" display="flex" flexDirection="column" gap="xs" aria-label={T.invites}>
          {props.invites.map((i) => (
            <Box as="li" key={i.id}>
              {T.invitedBy(i.company_name, i.role_text)} · {T.expires(i.expires_time)}
            </Box>
          ))}
        </Box>
      )}
      <Box display="flex" gap="md" alignItems="flex-end">
        <TextField label={T.joinCode} value={code} onChange={setCode} inputMode="numeric" maxLength={6} />
        <Button
          variant="primary"
          isDisabled={!/^\d{6}$/.test(code)}
          onPress={async () => {
            if (await props.onAccept(code)) setCode('');
          }}
        >
          {T.join}
        </Button>
      </Box>
    </Box>
  );
}

type Dialogs = { kind: 'invite' } | { kind: 'remove' | 'transfer' | 'password'; member: MemberItem } | null;

/** /member: the company's staff, invitations, roles, hand-over and the audit of who changed what. */
export function MemberView(props: MemberViewProps) {
  const [dialog, setDialog] = useState<Dialogs>(null);
  if (!props.hasCompany)
    return (
      <Box as="section" aria-label={T.title} display="flex" flexDirection="column" gap="lg" padding="xl">
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {T.title}
        </Box>
        <JoinPanel invites={props.myInvites} onAccept={props.onAccept} />
      </Box>
    );
  if (props.noAccess)
    return (
      <Box as="section" aria-label={T.title} display="flex" flexDirection="column" gap="lg" padding="xl">
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {T.title}
        </Box>
        <Box role="note" color="textSecondary">
          {props.noAccess}
        </Box>
      </Box>
    );
  const page = props.page;
  const self = page ? { userId: page.self_id, userType: page.self_type } : { userId: 0, userType: 1 };
  const others = (id: number) => (page?.list ?? []).filter((m) => m.user_id !== id && !m.disabled);
  return (
    <Box as="section" aria-label={T.title} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box display="flex" alignItems="center" gap="lg" flexWrap="wrap">
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {T.title}
        </Box>
        <Button variant="primary" onPress={() => setDialog({ kind: 'invite' })}>
          {T.invite}
        </Button>
        {page?.can_close_staff_tab && (
          <Box display="flex" flexDirection="column">
            <Switch isSelected={!page.staff_tab_closed} onChange={(open) => props.onStaffTab(!open)}>
              {T.staffTab}
            </Switch>
            <Box color="textMuted" fontSize="sm">
              {T.staffTabHint}
            </Box>
          </Box>
        )}
      </Box>
      <Tabs onSelectionChange={(k) => k === 'audit' && props.onShowAudit()}>
        <TabList aria-label={T.title}>
          <Tab id="members">{T.members}</Tab>
          <Tab id="audit">{T.audit}</Tab>
        </TabList>
        <TabPanel id="members">
          <ListState state={props.state} isEmpty={!page?.list.length} onRetry={props.onRetry} emptyTitle={T.empty}>
            <Box
              as="ul"
              display="flex"
              flexDirection="column"
              gap="sm"
              aria-label={T.members}
              className={styles.plainList}
            >
              {page?.list.map((m) => {
                const target = { userId: m.user_id, userType: m.user_type };
                const mayAct = memberActionProblem(self, target) === null;
                const mayRole = roleChangeProblem(self, target, m.user_type === 1 ? 2 : 1) === null;
                return (
                  <Box
                    as="li"
                    key={m.user_id}
                    aria-label={m.nickname}
                    display="flex"
                    alignItems="center"
                    gap="md"
                    padding="md"
                    background="surface"
                    borderRadius="md"
                    flexWrap="wrap"
                  >
                    <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} minWidth={0}>
                      <Box fontWeight="bold">
                        {m.nickname}
                        {m.user_id === self.userId ? T.you : ''}
                      </Box>
                      <Box color="textSecondary" fontSize="sm">
                        {m.phone} · {T.joined(m.joined_time)}
                      </Box>
                    </Box>
                    <Badge tone={m.user_type === 0 ? 'primary' : 'neutral'}>{m.role_text}</Badge>
                    {m.disabled && <Badge tone="danger">{T.disabled}</Badge>}
                    {mayRole && (
                      <Select
                        label={`${T.role}：${m.nickname}`}
                        items={[...(self.userType === 0 ? [{ id: 0, name: '主账号' }] : []), ...COMPANY_TEXT.roles]}
                        selectedKey={m.user_type}
                        onSelectionChange={(k) =>
                          Number(k) !== m.user_type && props.onSetRole(m.user_id, Number(k) as 0 | 1 | 2)
                        }
                      />
                    )}
                    {mayAct && (
                      <>
                        <Button
                          size="sm"
                          onPress={() => props.onSetDisabled(m.user_id, !m.disabled)}
                          aria-label={`${m.disabled ? T.enable : T.disable} ${m.nickname}`}
                        >
                          {m.disabled ? T.enable : T.disable}
                        </Button>
                        <Button
                          size="sm"
                          onPress={() => setDialog({ kind: 'transfer', member: m })}
                          aria-label={`${T.transfer} ${m.nickname}`}
                        >
                          {T.transfer}
                        </Button>
                        <Button
                          size="sm"
                          onPress={() => setDialog({ kind: 'password', member: m })}
                          aria-label={`${T.resetPassword} ${m.nickname}`}
                        >
                          {T.resetPassword}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onPress={() => setDialog({ kind: 'remove', member: m })}
                          aria-label={`${T.removeMember} ${m.nickname}`}
                        >
                          {T.removeMember}
                        </Button>
                      </>
                    )}
                  </Box>
                );
              })}
            </Box>
            {Boolean(page?.invites.length) && (
              <Box display="flex" flexDirection="column" gap="sm" marginTop="lg">
                <Box as="h2" fontSize="lg" fontWeight="bold">
                  {T.invites}
                </Box>
                <Box
                  as="ul"
                  display="flex"
                  flexDirection="column"
                  gap="xs"
                  aria-label={T.invites}
                  className={styles.plainList}
                >
                  {page?.invites.map((i) => (
                    <Box as="li" key={i.id} display="flex" gap="md" alignItems="center">
                      <Box flexGrow={1}>
                        {i.nickname || i.phone} · {i.phone} · {i.role_text} · {T.expires(i.expires_time)}
                      </Box>
                      <Button
                        size="sm"
                        variant="ghost"
                        onPress={() => props.onRevoke(i.id)}
                        aria-label={`${T.revoke} ${i.phone}`}
                      >
                        {T.revoke}
                      </Button>
                    </Box>
                  ))}
                </Box>
              </Box>
            )}
          </ListState>
        </TabPanel>
        <TabPanel id="audit">
          <ListState state={props.auditState} isEmpty={props.audit.length === 0} emptyTitle={T.auditEmpty}>
            <Box
              as="ol"
              display="flex"
              flexDirection="column"
              gap="xs"
              aria-label={T.audit}
              className={styles.plainList}
            >
              {props.audit.map((a) => (
                <Box as="li" key={a.id} display="flex" gap="md" color="textSecondary">
                  <Box minWidth={0} flexShrink={0}>
                    {a.created_time}
                  </Box>
                  <Box>
                    {a.actor_name} {a.action_text} {a.target}
                    {a.detail ? `（${a.detail}）` : ''}
                  </Box>
                </Box>
              ))}
            </Box>
          </ListState>
        </TabPanel>
      </Tabs>
      {dialog?.kind === 'invite' && <InviteDialog onInvite={props.onInvite} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'remove' && (
        <ColleagueDialog
          title={T.removeMember}
          message={T.removeConfirm(dialog.member.nickname)}
          label={T.handOverTo}
          optional={T.keepWithCompany}
          colleagues={others(dialog.member.user_id)}
          confirm={T.removeMember}
          onConfirm={(to) => props.onRemove(dialog.member.user_id, to)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'transfer' && (
        <ColleagueDialog
          title={T.transferTitle(dialog.member.nickname)}
          message={T.handOverTo}
          label={T.transferTo}
          colleagues={others(dialog.member.user_id)}
          confirm={T.transfer}
          onConfirm={(to) => (to ? props.onTransfer(dialog.member.user_id, to) : Promise.resolve(false))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'password' && (
        <PasswordDialog
          name={dialog.member.nickname}
          onSave={(pw) => props.onResetPassword(dialog.member.user_id, pw)}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}
