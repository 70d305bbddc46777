import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecrets, SECRET_NAMES } from '../src/platform/secrets/index';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '0' });
});
afterAll(() => server?.close());

describe('server keys', () => {
  it('are made once per database: a second process reading them gets the same keys', async () => {
    const again = await loadSecrets(server.ctx.database, {});
    for (const name of SECRET_NAMES) {
      expect(server.ctx.secrets.get(name)).toHaveLength(32);
      expect(again.get(name).equals(server.ctx.secrets.get(name))).toBe(true);
    }
    expect(server.ctx.secrets.get('mail').equals(server.ctx.secrets.get('export-link'))).toBe(false);
  });

  it('are overridden by the environment, and a key of the wrong size is refused', async () => {
    const hex = 'ab'.repeat(32);
    const fromEnv = await loadSecrets(server.ctx.database, { MAIL_KEY: hex });
    expect(fromEnv.get('mail').toString('hex')).toBe(hex);
    expect(fromEnv.get('quotation-link').equals(server.ctx.secrets.get('quotation-link'))).toBe(true);
    await expect(loadSecrets(server.ctx.database, { MAIL_KEY: 'too-short' })).rejects.toThrow(/32 bytes/);
  });
});
