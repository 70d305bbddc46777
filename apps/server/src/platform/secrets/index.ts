import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';

/** The server's keys: mailbox-password encryption and the HMAC keys of links and chat signatures. */
export const SECRET_NAMES = ['mail', 'quotation-link', 'export-link', 'chat-signature', 'payment-webhook'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

export interface Secrets {
  /** A 32-byte key. */
  get(name: SecretName): Buffer;
}

/** The environment variable that overrides a key: `mail` → MAIL_KEY (64 hex characters or base64 of 32 bytes). */
export const secretEnvName = (name: SecretName) => `${name.replace(/-/g, '_').toUpperCase()}_KEY`;

function fromEnv(name: SecretName, value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error(`${secretEnvName(name)} must be 32 bytes (64 hex characters or base64)`);
  return key;
}

/**
 * Reads every key once at start: from the environment when set, else from the secrets table, where the first
 * process to start makes it (so every process on one database signs and decrypts alike). Setting MAIL_KEY
 * keeps the mailbox passwords unreadable to someone holding only a copy of the database.
 */
export async function loadSecrets(database: Database, env: NodeJS.ProcessEnv = process.env): Promise<Secrets> {
  const keys = new Map<SecretName, Buffer>();
  for (const name of SECRET_NAMES) {
    const override = env[secretEnvName(name)];
    if (override) {
      keys.set(name, fromEnv(name, override));
      continue;
    }
    await sql`INSERT INTO secrets (name, value) VALUES (${name}, ${randomBytes(32).toString('base64')})
      ON CONFLICT (name) DO NOTHING`.execute(database.db);
    const { rows } = await sql<{ value: string }>`SELECT value FROM secrets WHERE name = ${name}`.execute(database.db);
    keys.set(name, Buffer.from(rows[0]?.value ?? '', 'base64'));
  }
  return {
    get(name) {
      const key = keys.get(name);
      if (!key) throw new Error(`unknown secret ${name}`);
      return key;
    },
  };
}
