import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../platform/http/context';

const cache = new Map<string, Buffer>();

/**
 * A 32-byte key kept outside the database: `<NAME>_KEY` in the environment (64 hex characters or base64),
 * else `<data>/secrets/<name>.key`, made on first use (mode 0600). Several processes on one PostgreSQL must
 * share it (the environment, or a shared data folder).
 */
export function secretKey(ctx: AppContext, name: 'mail' | 'quotation-link'): Buffer {
  const envName = `${name.replace(/-/g, '_').toUpperCase()}_KEY`;
  const cacheKey = `${ctx.config.dataDir}:${name}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const fromEnv = process.env[envName];
  let key: Buffer | null = null;
  if (fromEnv) {
    key = /^[0-9a-f]{64}$/i.test(fromEnv) ? Buffer.from(fromEnv, 'hex') : Buffer.from(fromEnv, 'base64');
    if (key.length !== 32) throw new Error(`${envName} must be 32 bytes (64 hex characters or base64)`);
  } else {
    const file = path.join(ctx.config.dataDir, 'secrets', `${name}.key`);
    if (fs.existsSync(file)) key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      key = randomBytes(32);
      try {
        fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
      } catch {
        // another process made it first: use theirs
        key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
      }
    }
  }
  cache.set(cacheKey, key);
  return key;
}

/** AES-256-GCM: base64 of iv (12) | tag (16) | ciphertext. */
export function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

export function decrypt(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
