import type { Config } from '../../config';
import type { Database } from '../db/database';
import type { Realtime } from '../realtime/index';
import type { Secrets } from '../secrets/index';
import type { Storage } from '../storage/index';

/** Sends an SMS. The account area provides one that logs; a real provider implements the same interface. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/** The signed-in user behind a request's token header, or null (the account area provides it). */
export type Authenticator = (header: string | string[] | undefined) => Promise<SessionUser | null>;

/** What every area gets: the database, the configuration and the outside services. */
export interface AppContext {
  database: Database;
  config: Config;
  sms: SmsSender;
  /** Injectable clock, so rules of time (lockout, codes, quotas) are testable. */
  now: () => Date;
  /** Live push to browsers: `ctx.realtime.publish('user:7', event)` reaches that user's sockets on every process. */
  realtime: Realtime;
  /** Stored files (pictures, exports, uploads): the data folder or an S3-compatible store. */
  storage: Storage;
  /** The keys of encryption and signatures, read once at start (platform/secrets). */
  secrets: Secrets;
  /** Checks a request's session token; route registration asks it, so the platform knows no area. */
  authenticate: Authenticator;
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
