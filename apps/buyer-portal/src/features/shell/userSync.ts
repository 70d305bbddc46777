import { api } from '@wanju/api-client';
import { ACCOUNT_MSG, matchRoute, NEW_FUNC_TIPS, type NewFuncTip, pendingTips } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { client, session, sessionState } from '../../app/session';
import { setLang } from './prefs';

/**
 * What the shell keeps in step with the server while signed in: the interface language of the user's
 * config, and the role and company (check_auth_change when the window comes back into focus: a main
 * account may have changed them meanwhile).
 */
export function useUserSync(): void {
  const { token } = useSnapshot(sessionState);
  useEffect(() => {
    if (!token) return;
    void client.call(api.system.getUserConfig, {}, { silent: true }).then(
      (c) => setLang(c.lang),
      () => undefined,
    );
    const check = () => {
      const user = sessionState.user;
      if (!user || document.visibilityState !== 'visible') return;
      void client
        .call(api.system.checkAuthChange, { user_type: user.user_type, company_id: user.company_id }, { silent: true })
        .then(async (answer) => {
          if (!answer.changed) return;
          await session.refresh();
          toast.info(ACCOUNT_MSG.authChanged);
        })
        .catch(() => undefined);
    };
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [token]);
}

/** save_menu_statistics: a page of the route table opened (its history record and the menu's use count). */
export function recordPageOpened(pathname: string): void {
  const match = matchRoute(pathname);
  if (!match || match.route.public) return;
  void client
    .call(api.system.saveMenuStatistics, { path: pathname, title: match.route.title }, { silent: true })
    .catch(() => undefined);
}

/** The hot searches under the search box (public; read once per session). */
export function useHotKeywords(): string[] {
  const [list, setList] = useState<string[]>([]);
  useEffect(() => {
    void client.call(api.system.getHot, { limit: 6 }, { silent: true }).then(
      (r) => setList(r.list),
      () => undefined,
    );
  }, []);
  return list;
}

/** The first new-function tip the user has not closed, and how to close it (new_func_tip). */
export function usePendingTip(): {
  name: NewFuncTip;
  tip: (typeof NEW_FUNC_TIPS)[NewFuncTip];
  close: () => void;
} | null {
  const { user } = useSnapshot(sessionState);
  if (!user) return null;
  const name = pendingTips(user.display_tip as Record<string, unknown>)[0];
  if (!name) return null;
  return {
    name,
    tip: NEW_FUNC_TIPS[name],
    close: () => {
      void client.call(api.system.newFuncTip, { name }).then((r) => {
        const current = sessionState.user;
        if (current) session.set({ ...current, display_tip: r.display_tip });
      });
    },
  };
}

/** The user's most used pages (get_order), for the menu's 常用 group. */
export async function frequentPages(): Promise<{ path: string; label: string }[]> {
  const { list } = await client.call(api.system.getOrder, { limit: 8 }, { silent: true });
  return list.map((p) => ({ path: p.path, label: p.title }));
}
