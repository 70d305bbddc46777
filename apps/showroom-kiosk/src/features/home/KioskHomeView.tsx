import type { ShowroomItem } from '@wanju/api-client';
import { Box, EmptyState, Spinner } from '@wanju/ui';
import * as styles from './KioskHomeView.css';

export interface KioskHomeViewProps {
  companyName: string;
  /** In display order (featured first, 19 last); null while loading. */
  showrooms: readonly ShowroomItem[] | null;
  error?: boolean;
}

/** The kiosk's start screen: big touch targets for each showroom of the hall. */
export function KioskHomeView({ companyName, showrooms, error }: KioskHomeViewProps) {
  return (
    <Box padding="xl">
      <h1 className={styles.title}>{companyName || '玩具采购平台 展厅'}</h1>
      {error ? (
        <EmptyState title="展厅加载失败，请检查网络后重试" />
      ) : !showrooms ? (
        <Spinner size="lg" />
      ) : (
        <ul className={styles.grid}>
          {showrooms.map((room) => (
            <li key={room.id} className={styles.tile}>
              <span className={styles.name}>{room.name}</span>
              <span className={styles.city}>{room.city}</span>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
