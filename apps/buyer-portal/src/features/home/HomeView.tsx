import type { CategoryGroupItem } from '@wanju/api-client';
import { Box, EmptyState, Spinner } from '@wanju/ui';
import * as styles from './HomeView.css';
import { HOME_TEXT } from './messages';

export interface HomeViewProps {
  /** The category menu's 7 groups; null while loading. */
  categoryGroups: CategoryGroupItem[] | null;
  error?: boolean;
  nickname?: string | null;
  companyName?: string | null;
}

/** Home (/ and /index): the category menu (§2 Home) and a greeting. */
export function HomeView({ categoryGroups, error, nickname, companyName }: HomeViewProps) {
  return (
    <Box display="flex" gap="lg" padding="lg">
      <nav className={styles.menu} aria-label={HOME_TEXT.categoryMenu}>
        <h2 className={styles.menuTitle}>{HOME_TEXT.allCategories}</h2>
        {error ? (
          <EmptyState title={HOME_TEXT.loadFailed} />
        ) : !categoryGroups ? (
          <Spinner label={HOME_TEXT.loading} />
        ) : (
          <ul className={styles.groups}>
            {categoryGroups.map((group) => (
              <li key={group.id} className={styles.group}>
                <span className={styles.groupName}>{group.name}</span>
                <span className={styles.children}>
                  {group.children.map((c) => (
                    <span key={c.id} className={styles.child}>
                      {c.name}
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <section className={styles.welcome}>
        <h1 className={styles.welcomeTitle}>{nickname ? HOME_TEXT.hello(nickname) : HOME_TEXT.welcome}</h1>
        <p className={styles.welcomeText}>{companyName || HOME_TEXT.tagline}</p>
      </section>
    </Box>
  );
}
