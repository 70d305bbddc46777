import { Box, CountBadge } from '@wanju/ui';
import * as styles from './ConsoleNav.css';
import { SHELL_TEXT as T } from './messages';

export interface ConsoleNavItem {
  path: string;
  label: string;
  /** an unread or waiting count shown beside the label */
  count?: number;
}

export interface ConsoleNavViewProps {
  companyName: string;
  nickname: string;
  items: readonly ConsoleNavItem[];
  /** the path of the screen shown */
  current: string;
  /** the app's base ('/factory/'): links are real addresses, opened in a new tab with a modifier key */
  base: string;
  onNavigate: (path: string) => void;
}

/** The console's side navigation: the company, one link per screen, the signed-in member. */
export function ConsoleNavView({ companyName, nickname, items, current, base, onNavigate }: ConsoleNavViewProps) {
  return (
    <nav aria-label={T.navLabel} className={styles.nav}>
      <Box paddingX="md" paddingY="lg" display="flex" flexDirection="column" gap="xs">
        <Box fontSize="sm" color="textSecondary">
          {T.consoleName}
        </Box>
        <Box as="h2" fontSize="md" fontWeight="bold" margin="none">
          {companyName}
        </Box>
      </Box>
      <ul className={styles.list}>
        {items.map((item) => {
          const active =
            item.path === '/' ? current === '/' : current === item.path || current.startsWith(`${item.path}/`);
          return (
            <li key={item.path}>
              <a
                className={styles.link}
                href={`${base.replace(/\/$/, '')}${item.path}`}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onNavigate(item.path);
                }}
              >
                <span>{item.label}</span>
                {item.count ? <CountBadge count={item.count} label={T.unread} /> : null}
              </a>
            </li>
          );
        })}
      </ul>
      <Box paddingX="md" paddingY="lg" display="flex" flexDirection="column" gap="sm">
        <Box fontSize="sm" color="textSecondary">
          {T.signedInAs(nickname)}
        </Box>
      </Box>
    </nav>
  );
}
