import { api } from '@wanju/api-client';
import { UNREAD_REFRESH_MS, unreadRefreshDue } from '@wanju/domain';
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { client } from '../../app/session';

/** The header bell's unread system-message count (get_count). */
export const unreadState = proxy({ count: 0 });
let lastRefresh = new Date(0);

export async function refreshUnread(): Promise<void> {
  lastRefresh = new Date();
  const r = await client.call(api.sysMessage.getCount, {}, { silent: true });
  unreadState.count = r.count;
}

/** Keeps the count fresh while signed in: at once, then on the §9 timer (100 s; 10 min at night). */
export function useUnreadCount(signedIn: boolean): number {
  const { count } = useSnapshot(unreadState);
  useEffect(() => {
    if (!signedIn) {
      unreadState.count = 0;
      return;
    }
    void refreshUnread().catch(() => undefined);
    const timer = window.setInterval(() => {
      if (unreadRefreshDue(lastRefresh, new Date())) void refreshUnread().catch(() => undefined);
    }, UNREAD_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [signedIn]);
  return count;
}
