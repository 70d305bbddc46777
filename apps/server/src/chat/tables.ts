import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';

/** The chat area's tables (migration 016), kept beside the area so it owns its types. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
// bigserial columns: numbers in TypeScript (read through Number(), drivers may answer strings).
type Big = number;

export type ChatTables = {
  chat_conversations: {
    id: Generated<Big>;
    chat_id: string;
    kind: string;
    pair_key: string;
    company_id: number | null;
    factory_id: number | null;
    title: Generated<string>;
    last_message: Generated<string>;
    last_message_id: Generated<Big>;
    last_message_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    created_at: Timestamp;
    assignee_id: ColumnType<number | null, number | null | undefined, number | null>;
    state: Generated<string>;
    closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  chat_participants: {
    conversation_id: Big;
    user_id: number;
    role: Generated<string>;
    last_read_id: Generated<Big>;
    last_check_time: Timestamp;
    hidden: Generated<boolean>;
  };
  chat_messages: {
    id: Generated<Big>;
    conversation_id: Big;
    sender_id: number;
    client_id: string;
    content: ColumnType<unknown, string, string>;
    created_at: Timestamp;
  };
  chat_service_agents: { user_id: number };
  chat_replies: { id: Generated<number>; user_id: number; content: string; sort: Generated<number> };
  chat_files: {
    id: Generated<number>;
    user_id: number;
    path: string;
    name: string;
    size: number;
    created_at: Timestamp;
  };
  notification_digests: { request_id: number; sent_at: Timestamp };
};

export type ChatDb = Kysely<DB & ChatTables>;

export const chatDb = (ctx: AppContext): ChatDb => ctx.database.db.withTables<ChatTables>();
