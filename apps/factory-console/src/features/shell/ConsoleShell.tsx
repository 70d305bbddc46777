import { Box, EmptyState } from '@wanju/ui';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { appSession } from '../../app/session';
import { chat, consoleNav } from '../chat/chatStore';
import * as styles from './ConsoleNav.css';
import { ConsoleNavView } from './ConsoleNavView';
import { SHELL_TEXT as T } from './messages';

/**
 * The signed-in console: the side navigation beside the screen of the route. The live chat runs while the
 * console is open (its unread total on the messages entry); an account of no factory is told so.
 */
export function ConsoleShell({ screens }: { screens: readonly { path: string; label: string }[] }) {
  const { user } = useSnapshot(appSession.sessionState);
  const { unread } = useSnapshot(chat.chatState);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => chat.startChat(), []);
  useEffect(() => {
    consoleNav.open = (path) => navigate(path);
  }, [navigate]);
  useEffect(() => {
    chat.chatState.open = location.pathname === '/chat';
  }, [location.pathname]);
  if (!user?.company_name)
    return (
      <Box padding="xl">
        <EmptyState title={T.noFactory} description={T.noFactoryHint} />
      </Box>
    );
  return (
    <div className={styles.frame}>
      <ConsoleNavView
        companyName={user.company_name}
        nickname={user.nickname}
        items={screens.map((s) => ({ ...s, count: s.path === '/chat' ? unread.total : undefined }))}
        current={location.pathname}
        base={import.meta.env.BASE_URL}
        onNavigate={(path) => navigate(path)}
      />
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
