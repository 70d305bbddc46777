import { api, CODE, createApiClient } from '@wanju/api-client';
import { MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function clientFor(token: () => string | null) {
  const callbacks = { onSessionInvalid: vi.fn(), onFreeLimit: vi.fn(), onError: vi.fn() };
  return { client: createApiClient({ baseUrl: server.baseUrl, getToken: token, ...callbacks }), ...callbacks };
}

describe('the api-client against the real server (ephemeral port)', () => {
  it('signs in and reads user detail with the token header', async () => {
    let token: string | null = null;
    const { client } = clientFor(() => token);
    const info = await client.call(api.account.login, { phone: '13800000001', password: 'demo123456' });
    token = info.token;
    const detail = await client.call(api.account.getUserDetail, { reset: 1 });
    expect(detail).toMatchObject({ nickname: '王建国', token });
  });

  it('a revoked token calls onSessionInvalid', async () => {
    const token = await server.login('13800000002');
    const { client, onSessionInvalid, onError } = clientFor(() => token);
    await client.call(api.account.logout, {});
    await expect(client.call(api.account.getUserDetail, {})).rejects.toMatchObject({ code: CODE.sessionInvalid });
    expect(onSessionInvalid).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it('a refused login toasts the Chinese message, or hands it over with needError', async () => {
    const { client, onError } = clientFor(() => null);
    await expect(
      client.call(api.account.login, { phone: '13800000001', password: 'bad-password' }),
    ).rejects.toMatchObject({
      msg: MSG.loginFailed,
    });
    expect(onError).toHaveBeenCalledWith(MSG.loginFailed);
    onError.mockClear();
    await expect(
      client.call(api.account.login, { phone: '13800000001', password: 'bad-password' }, { needError: true }),
    ).rejects.toMatchObject({ msg: MSG.loginFailed, handled: false });
    expect(onError).not.toHaveBeenCalled();
  });

  it('a schema error reaches onError with the field named', async () => {
    const { client, onError } = clientFor(() => null);
    await expect(client.call(api.account.login, { phone: '1', password: 'x' })).rejects.toMatchObject({
      code: CODE.badRequest,
    });
    expect(onError.mock.calls[0]?.[0]).toContain('phone');
  });
});
