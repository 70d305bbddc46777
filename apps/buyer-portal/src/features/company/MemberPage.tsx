import {
  ApiError,
  type AuditItem,
  api,
  CODE,
  type MemberPage as MemberPageData,
  type MyInvite,
} from '@wanju/api-client';
import { type LoadState, useRemote } from '@wanju/app-shell';
import { COMPANY_MSG, mayDo } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { client, session, sessionState } from '../../app/session';
import { MemberView } from './MemberView';
import { COMPANY_TEXT } from './messages';

const T = COMPANY_TEXT.member;

/** Runs a call; a refusal was already shown by the client, so it answers false. */
async function attempt<R>(task: () => Promise<R>, done: (r: R) => string): Promise<boolean> {
  try {
    toast.success(done(await task()));
    return true;
  } catch {
    return false;
  }
}

/** Container of /member. */
export function MemberPage() {
  const { user } = useSnapshot(sessionState);
  const hasCompany = (user?.company_id ?? 0) > 0;
  const [denied, setDenied] = useState<string | null>(null);
  const allowed = user ? mayDo({ companyId: user.company_id, userType: user.user_type }, 'manage_staff') : false;
  const members = useRemote<MemberPageData | null>(
    async () => {
      if (!hasCompany || !allowed) return null;
      try {
        setDenied(null);
        return await client.call(api.company.memberList, {}, { needError: true });
      } catch (e) {
        // The main account closed the staff tab: say so instead of a load error.
        if (e instanceof ApiError && e.code === CODE.forbidden) {
          setDenied(e.msg);
          return null;
        }
        throw e;
      }
    },
    [hasCompany, user?.user_type],
    null,
  );
  const invites = useRemote<MyInvite[]>(
    async () => (hasCompany ? [] : (await client.call(api.company.myInvites, {})).list),
    [hasCompany],
    [],
  );
  const [audit, setAudit] = useState<{ state: LoadState; rows: AuditItem[] }>({ state: 'loading', rows: [] });
  const loadAudit = () =>
    client.call(api.company.auditLog, { page: 1, page_size: 100 }).then(
      (p) => setAudit({ state: 'ready', rows: p.list }),
      () => setAudit({ state: 'error', rows: [] }),
    );
  const reload = () => {
    members.retry();
    void loadAudit();
  };
  const act = async <R,>(task: () => Promise<R>, done: (r: R) => string) => {
    const ok = await attempt(task, done);
    if (ok) reload();
    return ok;
  };
  return (
    <MemberView
      hasCompany={hasCompany}
      noAccess={hasCompany && !allowed ? COMPANY_MSG.notAllowed : denied}
      state={members.state}
      page={members.data}
      auditState={audit.state}
      audit={audit.rows}
      myInvites={invites.data}
      onRetry={members.retry}
      onShowAudit={() => void loadAudit()}
      onInvite={(d) =>
        act(
          () =>
            client.call(api.company.invite, {
              phone: d.phone,
              user_type: d.user_type,
              ...(d.nickname ? { nickname: d.nickname } : {}),
            }),
          () => T.inviteSent,
        )
      }
      onRevoke={(id) =>
        void act(
          () => client.call(api.company.revokeInvite, { id }),
          () => T.revoked,
        )
      }
      onSetRole={(userId, role) =>
        void act(
          async () => {
            await client.call(api.company.setRole, { user_id: userId, user_type: role });
            // Handing over the main account changes the signed-in user's own role.
            if (role === 0) await session.refresh();
          },
          () => T.roleChanged,
        )
      }
      onSetDisabled={(userId, disabled) =>
        void act(
          () => client.call(api.company.setDisabled, { user_id: userId, disabled }),
          () => (disabled ? T.disabledDone : T.enabledDone),
        )
      }
      onRemove={(userId, to) =>
        act(
          () => client.call(api.company.remove, { user_id: userId, ...(to ? { to_user_id: to } : {}) }),
          () => T.removedDone,
        )
      }
      onResetPassword={(userId, password) =>
        act(
          () => client.call(api.company.resetPassword, { user_id: userId, password }),
          () => T.passwordDone,
        )
      }
      onTransfer={(from, to) =>
        act(
          () => client.call(api.company.transfer, { from_user_id: from, to_user_id: to }),
          (r) => T.transferDone(r.customers, r.carts, r.chooses, r.quotations),
        )
      }
      onStaffTab={(closed) =>
        void act(
          () => client.call(api.company.setStaffTab, { closed }),
          () => COMPANY_TEXT.saved,
        )
      }
      onAccept={(code) =>
        attempt(
          async () => {
            await client.call(api.company.acceptInvite, { code });
            await session.refresh();
          },
          () => T.joined_,
        )
      }
    />
  );
}
