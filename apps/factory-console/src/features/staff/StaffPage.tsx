import { api, type StaffMember, type StaffPage as StaffPageData } from '@wanju/api-client';
import { useRemote } from '@wanju/app-shell';
import { toast } from '@wanju/ui';
import { client } from '../../app/session';
import { STAFF_TEXT as T } from './messages';
import { StaffView } from './StaffView';

const ignore = () => undefined;

/** Container of the staff screen: each change answers the member as now stored. */
export function StaffPage() {
  const { state, data, setData, retry } = useRemote(
    () => client.call(api.factoryConsole.getStaff, {}),
    [],
    null as StaffPageData | null,
  );
  const put = (member: StaffMember, message: string) => {
    setData((page) =>
      page
        ? {
            ...page,
            list: page.list.some((m) => m.user_id === member.user_id)
              ? page.list.map((m) => (m.user_id === member.user_id ? member : m))
              : [...page.list, member],
          }
        : page,
    );
    toast.success(message);
  };
  return (
    <StaffView
      state={state}
      page={data}
      onRetry={retry}
      onInvite={(invite) =>
        void client.call(api.factoryConsole.inviteStaff, invite).then((m) => put(m, T.invited), ignore)
      }
      onRole={(user_id, role) =>
        void client.call(api.factoryConsole.setStaffRole, { user_id, role }).then((m) => put(m, T.roleChanged), ignore)
      }
      onDisabled={(user_id, disabled) =>
        void client
          .call(api.factoryConsole.setStaffDisabled, { user_id, disabled })
          .then((m) => put(m, disabled ? T.disabledDone : T.enabledDone), ignore)
      }
    />
  );
}
