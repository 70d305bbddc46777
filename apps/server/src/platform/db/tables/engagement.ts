import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../columns';

/** Follows, system messages, the points ledger and the pages a user opened. */

/** Migration 004: follows, system messages, points ledger. */
export interface AttentionsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'factory' | 'toy';
  target_id: number;
  created_at: Timestamp;
}

export interface SysMessagesTable {
  id: Generated<number>;
  user_id: number;
  kind: Generated<string>;
  title: string;
  content: Generated<string>;
  link: Generated<string>;
  created_at: Timestamp;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PointLogsTable {
  id: Generated<number>;
  user_id: number;
  points: number;
  reason: string;
  created_at: Timestamp;
}

/** Migration 020: pages a user opened, captchas, exchange rates, help articles. */
export interface PageVisitsTable {
  id: Generated<number>;
  user_id: number;
  path: string;
  title: Generated<string>;
  visits: Generated<number>;
  last_visit_at: Timestamp;
}

export interface EngagementTables {
  attentions: AttentionsTable;
  sys_messages: SysMessagesTable;
  point_logs: PointLogsTable;
  page_visits: PageVisitsTable;
}
