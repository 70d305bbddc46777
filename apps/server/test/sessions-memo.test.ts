import { CODE } from '@wanju/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, SESSION_MEMO_MS } from '../src/account/sessions';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const protectedPath = '/api/system/get_user_detail';
const codeOf = async (token: string) => (await server.post(protectedPath, {}, token)).body.code;
/** What another process does on logout: the row is revoked in the database, this process is not told. */
const revokeElsewhere = (token: string) =>
  server.ctx.database.db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .execute();

describe('sessions: the per-process memo of validated sessions', () => {
  it('forgets a session at once when this process logs it out', async () => {
    const token = await server.login('13800000002');
    expect(await codeOf(token)).toBe(0);
    expect((await server.post('/api/logout', {}, token)).body.code).toBe(0);
    expect(await codeOf(token)).toBe(CODE.sessionInvalid);
  });

  it('a revocation written to the database is seen on PostgreSQL at once, on PGlite once the memo lapses', async () => {
    const token = await server.login('13800000002');
    expect(await codeOf(token)).toBe(0);
    await revokeElsewhere(token);
    if (server.ctx.database.engine === 'pglite') {
      // still remembered here: no session query for this request
      expect(await codeOf(token)).toBe(0);
      server.advance(SESSION_MEMO_MS + 1);
    }
    expect(await codeOf(token)).toBe(CODE.sessionInvalid);
  });

  it('a password change forgets the user’s other sessions in this process', async () => {
    const phone = '13800000003';
    const other = await server.login(phone);
    const current = await server.login(phone);
    expect(await codeOf(other)).toBe(0);
    const changed = await server.post(
      '/api/update_password',
      { old_password: 'demo123456', new_password: 'newPass2026' },
      current,
    );
    expect(changed.body.code).toBe(0);
    expect(await codeOf(other)).toBe(CODE.sessionInvalid);
    expect(await codeOf(current)).toBe(0);
  });

  it('never remembers an unknown token', async () => {
    expect(await codeOf('not-a-session-token')).toBe(CODE.sessionInvalid);
    expect(await codeOf('not-a-session-token')).toBe(CODE.sessionInvalid);
  });
});
