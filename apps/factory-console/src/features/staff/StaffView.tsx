import type { StaffMember, StaffPage } from '@wanju/api-client';
import type { LoadState } from '@wanju/app-shell';
import { PHONE_PATTERN, STAFF_ROLES, USER_TYPE_LABELS, type UserType, userTypeLabel } from '@wanju/domain';
import {
  Badge,
  Box,
  Button,
  ConfirmDialog,
  EmptyState,
  Select,
  Spinner,
  Table,
  type TableColumn,
  TextField,
} from '@wanju/ui';
import { useState } from 'react';
import { STAFF_TEXT as T } from './messages';

export interface StaffViewProps {
  state: LoadState;
  page: StaffPage | null;
  onRetry: () => void;
  onInvite: (invite: { phone: string; nickname: string; role: 1 | 2 }) => void;
  onRole: (userId: number, role: 1 | 2) => void;
  onDisabled: (userId: number, disabled: boolean) => void;
}

const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ id: r, name: USER_TYPE_LABELS[r as UserType] }));

/** The factory's accounts: who they are, their role, what they answered; the main account and admins manage them. */
export function StaffView(props: StaffViewProps) {
  if (props.state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" label={T.loading} showLabel />
      </Box>
    );
  if (props.state === 'error' || !props.page)
    return (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button variant="primary" onPress={props.onRetry}>
            {T.retry}
          </Button>
        }
      />
    );
  return <StaffScreen {...props} page={props.page} />;
}

function StaffScreen({ page, onInvite, onRole, onDisabled }: StaffViewProps & { page: StaffPage }) {
  const [confirm, setConfirm] = useState<StaffMember | null>(null);
  const changeable = (m: StaffMember) => page.can_manage && m.user_id !== page.me && m.user_type !== 0;
  const rows = page.list.map((m) => ({ ...m, id: m.user_id }));
  const columns: TableColumn<StaffMember & { id: number }>[] = [
    {
      id: 'name',
      title: T.columns.name,
      isRowHeader: true,
      render: (m) => `${m.nickname}${m.user_id === page.me ? T.me : ''}`,
    },
    { id: 'phone', title: T.columns.phone, render: (m) => m.phone },
    {
      id: 'role',
      title: T.columns.role,
      width: 140,
      render: (m) =>
        changeable(m) ? (
          <Select
            aria-label={T.roleOf(m.nickname)}
            items={ROLE_OPTIONS}
            selectedKey={m.user_type}
            onSelectionChange={(key) => {
              const role = Number(key) as 1 | 2;
              if (role !== m.user_type) onRole(m.user_id, role);
            }}
          />
        ) : (
          userTypeLabel(m.user_type)
        ),
    },
    { id: 'answered', title: T.columns.answered, align: 'end', render: (m) => m.answered_count },
    { id: 'last', title: T.columns.lastAnswered, render: (m) => m.last_answered_time ?? T.none },
    { id: 'invitedBy', title: T.columns.invitedBy, render: (m) => m.invited_by_name || T.none },
    {
      id: 'status',
      title: T.columns.status,
      render: (m) => <Badge tone={m.disabled ? 'neutral' : 'success'}>{m.disabled ? T.disabled : T.active}</Badge>,
    },
    {
      id: 'actions',
      title: T.columns.actions,
      render: (m) =>
        changeable(m) ? (
          m.disabled ? (
            <Button size="sm" aria-label={`${T.enable}${m.nickname}`} onPress={() => onDisabled(m.user_id, false)}>
              {T.enable}
            </Button>
          ) : (
            <Button size="sm" variant="ghost" aria-label={`${T.disable}${m.nickname}`} onPress={() => setConfirm(m)}>
              {T.disable}
            </Button>
          )
        ) : (
          T.none
        ),
    },
  ];
  return (
    <Box as="section" aria-label={T.title} display="flex" flexDirection="column" gap="lg" padding="lg">
      <Box as="h1" fontSize="xl" fontWeight="bold" margin="none">
        {T.title}
      </Box>
      {page.can_manage ? <InviteForm onInvite={onInvite} /> : <Box color="textSecondary">{T.noManage}</Box>}
      <Table label={T.title} columns={columns} rows={rows} empty={<EmptyState title={T.empty} />} />
      <ConfirmDialog
        isOpen={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        message={T.disableConfirm(confirm?.nickname ?? '')}
        onConfirm={() => {
          if (confirm) onDisabled(confirm.user_id, true);
          setConfirm(null);
        }}
      />
    </Box>
  );
}

function InviteForm({ onInvite }: { onInvite: StaffViewProps['onInvite'] }) {
  const [phone, setPhone] = useState('');
  const [nickname, setNickname] = useState('');
  const [role, setRole] = useState<1 | 2>(1);
  const [tried, setTried] = useState(false);
  const problem = !PHONE_PATTERN.test(phone.trim()) ? T.phoneInvalid : !nickname.trim() ? T.nicknameRequired : '';
  return (
    <Box
      as="form"
      aria-label={T.inviteTitle}
      display="flex"
      flexDirection="column"
      gap="sm"
      padding="lg"
      background="surface"
      borderRadius="md"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (problem) return;
        onInvite({ phone: phone.trim(), nickname: nickname.trim(), role });
        setPhone('');
        setNickname('');
        setTried(false);
      }}
    >
      <Box as="h2" fontSize="lg" fontWeight="bold" margin="none">
        {T.inviteTitle}
      </Box>
      <Box display="flex" gap="md" alignItems="flex-end" flexWrap="wrap">
        <TextField label={T.phone} value={phone} maxLength={11} onChange={setPhone} inputMode="numeric" />
        <TextField label={T.nickname} value={nickname} maxLength={20} onChange={setNickname} />
        <Select
          label={T.role}
          items={ROLE_OPTIONS}
          selectedKey={role}
          onSelectionChange={(key) => setRole(Number(key) as 1 | 2)}
        />
        <Button type="submit" variant="primary">
          {T.send}
        </Button>
      </Box>
      {tried && problem && (
        <Box role="alert" color="danger">
          {problem}
        </Box>
      )}
    </Box>
  );
}
