import type { SmsSender } from '../../account/sms';
import type { Config } from '../../config';
import type { Database } from '../db/database';

/** What every module gets: the database, the configuration and the outside services. */
export interface AppContext {
  database: Database;
  config: Config;
  sms: SmsSender;
  /** Injectable clock, so rules of time (lockout, codes, quotas) are testable. */
  now: () => Date;
}

/** The signed-in user behind a request's token. */
export interface SessionUser {
  sessionId: number;
  /** The request's token (sent back in fresh user info). */
  token: string;
  userId: number;
  /** 0 when the user belongs to no company. */
  companyId: number;
  userType: number;
}
