import { CODE } from '@wanju/api-client';
import { MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('sign-in with a password (§7 Account, §3 User info)', () => {
  it('answers the user info of spec §3 with a token', async () => {
    const { status, body } = await server.post<Record<string, unknown>>('/api/login', {
      phone: '13800000001',
      password: 'demo123456',
    });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      nickname: '王建国',
      user_type: 0,
      company_name: '深圳市环球优品贸易有限公司',
      is_new_version: 1,
      is_chvip: 1,
    });
    expect(String(body.data.token)).toMatch(/^[\w-]{43}$/);
    for (const field of [
      'company_id',
      'company_type',
      'uc_nickname',
      'avatar',
      'chat_id',
      'chat_user_sig',
      'display_tip',
      'company_contact',
      'company_telephone',
      'company_mobile',
      'software_type',
    ]) {
      expect(body.data).toHaveProperty(field);
    }
  });

  it('gives each demo role its user type and the free user company_type 0', async () => {
    const types: Record<string, number> = {};
    for (const phone of ['13800000002', '13800000003', '13800000004', '13800000005']) {
      const { body } = await server.post<{ user_type: number; company_type: number; is_chvip: number }>('/api/login', {
        phone,
        password: 'demo123456',
      });
      types[phone] = body.data.user_type;
      if (phone === '13800000004') expect(body.data).toMatchObject({ company_type: 0, is_chvip: 0, company_id: 0 });
    }
    expect(types).toEqual({ '13800000002': 1, '13800000003': 2, '13800000004': 0, '13800000005': 0 });
  });

  it('stores only a hash of the token', async () => {
    const token = await server.login('13800000001');
    const rows = await server.ctx.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('stores passwords as argon2 hashes', async () => {
    const user = await server.ctx.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('phone', '=', '13800000001')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong password and an unknown phone with the same message', async () => {
    const wrong = await server.post('/api/login', { phone: '13800000002', password: 'nope-nope' });
    const unknown = await server.post('/api/login', { phone: '13912345678', password: 'nope-nope' });
    expect(wrong.body).toMatchObject({ code: CODE.business, msg: MSG.loginFailed });
    // The same answer, but for the id each request carries.
    expect(unknown.body).toEqual({ ...wrong.body, request_id: expect.any(String) });
  });
});

describe('the delay after 5 wrong passwords in 15 minutes (§ foundation)', () => {
  it('holds the address back, even for the right password, until its delay passes', async () => {
    const phone = '13800000003';
    for (let i = 0; i < 5; i += 1) {
      const { body } = await server.post('/api/login', { phone, password: `wrong-${i}` });
      expect(body.msg).toBe(MSG.loginFailed);
    }
    const locked = await server.post('/api/login', { phone, password: 'demo123456' });
    expect(locked.body).toMatchObject({
      code: CODE.tooMany,
      msg: '登录失败次数过多，请1分钟后再试，或使用短信验证码登录',
    });
    server.advance(60 * 1000 + 1000);
    const after = await server.post('/api/login', { phone, password: 'demo123456' });
    expect(after.body.code).toBe(0);
  });

  it('does not lock after 4 failures followed by a success', async () => {
    const phone = '13800000005';
    for (let i = 0; i < 4; i += 1) await server.post('/api/login', { phone, password: `wrong-${i}` });
    expect((await server.post('/api/login', { phone, password: 'demo123456' })).body.code).toBe(0);
    expect((await server.post('/api/login', { phone, password: 'wrong-again' })).body.msg).toBe(MSG.loginFailed);
    expect((await server.post('/api/login', { phone, password: 'demo123456' })).body.code).toBe(0);
  });
});

describe('sessions: -99 on every kind of bad token (§8)', () => {
  const protectedPath = '/api/system/get_user_detail';

  it('answers -99 without a token, with an unknown one and with an over-long one', async () => {
    for (const token of [undefined, 'not-a-real-token', 'x'.repeat(5000)]) {
      const { status, body } = await server.post(protectedPath, { reset: 1 }, token);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: CODE.sessionInvalid, data: null });
    }
  });

  it('get_user_detail and again_Login answer fresh user info with the same token', async () => {
    const token = await server.login('13800000002');
    for (const path of [protectedPath, '/api/again_Login']) {
      const { body } = await server.post<{ token: string; nickname: string }>(path, { reset: 1 }, token);
      expect(body.code).toBe(0);
      expect(body.data).toMatchObject({ token, nickname: '李晓梅' });
    }
  });

  it('logout revokes the session', async () => {
    const token = await server.login('13800000002');
    expect((await server.post('/api/logout', {}, token)).body.code).toBe(0);
    expect((await server.post(protectedPath, {}, token)).body.code).toBe(CODE.sessionInvalid);
    expect((await server.post('/api/logout', {}, token)).body.code).toBe(CODE.sessionInvalid);
  });

  it('an expired session answers -99', async () => {
    const token = await server.login('13800000002');
    server.advance(31 * 24 * 3600 * 1000);
    expect((await server.post(protectedPath, {}, token)).body.code).toBe(CODE.sessionInvalid);
  });

  it('a user reads only their own user info, whatever id the body names', async () => {
    const token = await server.login('13800000004');
    const { body } = await server.post<{ phone: string; company_name: string }>(
      protectedPath,
      { user_id: 1, phone: '13800000001' },
      token,
    );
    expect(body.data.phone).toBe('13800000004');
    expect(body.data.company_name).toBe('');
  });
});

describe('SMS verification codes', () => {
  const phone = '13700000001';
  /** Sends a code to the phone (a minute after the last one) and reads it from the SMS sent. */
  const codeFor = async (to: string) => {
    server.advance(61 * 1000);
    expect((await server.post('/api/send_verification_code', { phone: to })).body.code).toBe(0);
    return /(\d{6})/.exec(server.sms.at(-1)?.text ?? '')?.[1] ?? '';
  };

  it('sends a 6-digit code, signs in with it once, and registers a new phone as a free user', async () => {
    const sent = await server.post<{ resend_after: number }>('/api/send_verification_code', { phone });
    expect(sent.body).toMatchObject({ code: 0, data: { resend_after: 60 } });
    const code = /(\d{6})/.exec(server.sms.at(-1)?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await server.post('/api/login', { phone, code: code === '000000' ? '111111' : '000000' })).body.msg).toBe(
      MSG.codeInvalid,
    );
    const ok = await server.post<{ company_type: number; nickname: string }>('/api/login', { phone, code });
    expect(ok.body.code).toBe(0);
    expect(ok.body.data).toMatchObject({ company_type: 0, nickname: '用户0001', has_password: 0 });
    expect((await server.post('/api/login', { phone, code })).body.msg).toBe(MSG.codeInvalid);
  });

  it('lets an account made by SMS sign-in set a first password without an old one, then asks for it', async () => {
    const token = (await server.post<{ token: string }>('/api/login', { phone, code: await codeFor(phone) })).body.data
      .token;
    const weak = await server.post('/api/update_password', { new_password: 'short1' }, token);
    expect(weak.body.msg).toBe(MSG.passwordRule);
    const set = await server.post('/api/update_password', { new_password: 'first2026' }, token);
    expect(set.body.code).toBe(0);
    const signedIn = await server.post<{ has_password: number }>('/api/login', { phone, password: 'first2026' });
    expect(signedIn.body.data.has_password).toBe(1);
    // From now on the old password is asked for.
    const again = await server.post('/api/update_password', { new_password: 'second2026' }, token);
    expect(again.body.msg).toBe(MSG.oldPasswordRequired);
    expect((await server.post('/api/login', { phone, password: 'second2026' })).body.msg).toBe(MSG.loginFailed);
  });

  it('allows one code a minute and reports the countdown', async () => {
    const other = '13700000002';
    expect((await server.post('/api/send_verification_code', { phone: other })).body.code).toBe(0);
    expect((await server.post('/api/send_verification_code', { phone: other })).body.msg).toBe(MSG.codeTooFrequent);
    const wait = await server.post<{ resend_after: number }>('/api/last_verification_code', { phone: other });
    expect(wait.body.data.resend_after).toBeGreaterThan(50);
    server.advance(61 * 1000);
    expect((await server.post('/api/send_verification_code', { phone: other })).body.code).toBe(0);
  });

  it('expires a code after 5 minutes', async () => {
    const other = '13700000003';
    await server.post('/api/send_verification_code', { phone: other });
    const code = /(\d{6})/.exec(server.sms.at(-1)?.text ?? '')?.[1];
    server.advance(5 * 60 * 1000 + 1000);
    expect((await server.post('/api/login', { phone: other, code })).body.msg).toBe(MSG.codeInvalid);
  });

  it('sends at most ten codes a day to one phone', async () => {
    const other = '13700000004';
    for (let i = 0; i < 10; i += 1) {
      expect((await server.post('/api/send_verification_code', { phone: other })).body.code).toBe(0);
      server.advance(61 * 1000);
    }
    expect((await server.post('/api/send_verification_code', { phone: other })).body.msg).toBe(MSG.codeDailyLimit);
  });
});

describe('the envelope at the boundary', () => {
  it('a body that fails the schema is HTTP 400 naming the field', async () => {
    const { status, body } = await server.post('/api/login', { phone: '138', password: 'x' });
    expect(status).toBe(400);
    expect(body.code).toBe(CODE.badRequest);
    expect(body.msg).toContain('phone');
    expect(body.msg).toContain('请输入正确的手机号');
  });

  it('a body that is not JSON is HTTP 400 with a Chinese message', async () => {
    const { status, body } = await server.post('/api/login', '{"phone": ');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: CODE.badRequest, msg: MSG.badJson });
  });

  it('an unknown path is a 404 envelope', async () => {
    const { status, body } = await server.post('/api/no/such/thing', {});
    expect(status).toBe(404);
    expect(body).toEqual({ code: CODE.notFound, msg: MSG.notFound, data: null, request_id: expect.any(String) });
  });

  it('a body over the limit is a 413 envelope', async () => {
    const { status, body } = await server.post('/api/login', {
      phone: '13800000001',
      password: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: CODE.tooLarge, msg: MSG.bodyTooLarge });
  });
});

describe('personal settings: password change', () => {
  const phone = '13800000002';

  it('refuses a wrong old password, a weak or unchanged new one, with the settings messages', async () => {
    const token = await server.login(phone);
    const wrong = await server.post(
      '/api/update_password',
      { old_password: 'nope-nope1', new_password: 'abc12345' },
      token,
    );
    expect(wrong.body).toMatchObject({ code: CODE.business, msg: MSG.oldPasswordWrong });
    const weak = await server.post(
      '/api/update_password',
      { old_password: 'demo123456', new_password: '12345678' },
      token,
    );
    expect(weak.body.msg).toBe(MSG.passwordRule);
    const same = await server.post(
      '/api/update_password',
      { old_password: 'demo123456', new_password: 'demo123456' },
      token,
    );
    expect(same.body.msg).toBe(MSG.passwordSameAsOld);
    // a refused change leaves the old password working
    expect((await server.post('/api/login', { phone, password: 'demo123456' })).body.code).toBe(0);
  });

  it('changes it, signs out the other devices, keeps this one, and the new password signs in', async () => {
    const other = await server.login(phone);
    const token = await server.login(phone);
    const changed = await server.post<{ revoked_sessions: number }>(
      '/api/update_password',
      { old_password: 'demo123456', new_password: 'newPass2026' },
      token,
    );
    expect(changed.body.code).toBe(0);
    expect(changed.body.data.revoked_sessions).toBeGreaterThanOrEqual(1);
    expect((await server.post('/api/system/get_user_detail', {}, other)).body.code).toBe(CODE.sessionInvalid);
    expect((await server.post('/api/system/get_user_detail', {}, token)).body.code).toBe(0);
    expect((await server.post('/api/login', { phone, password: 'demo123456' })).body.msg).toBe(MSG.loginFailed);
    expect((await server.post('/api/login', { phone, password: 'newPass2026' })).body.code).toBe(0);
    // put the demo password back for the other tests
    await server.post('/api/update_password', { old_password: 'newPass2026', new_password: 'demo123456' }, token);
  });

  it('needs a session', async () => {
    const { body } = await server.post('/api/update_password', { old_password: 'a', new_password: 'abc12345' });
    expect(body.code).toBe(CODE.sessionInvalid);
  });
});

describe('personal settings: phone binding with an SMS code', () => {
  const codeOf = (to: string) => {
    const sms = [...server.sms].reverse().find((s) => s.phone === to);
    return /(\d{6})/.exec(sms?.text ?? '')?.[1] ?? '';
  };

  it('answers a phone another account has like any other (sending it nothing), and refuses the current phone', async () => {
    const token = await server.login('13800000004');
    const sent = server.sms.length;
    const used = await server.post('/api/system/send_bind_phone_code', { phone: '13800000001' }, token);
    const free = await server.post('/api/system/send_bind_phone_code', { phone: '13600000009' }, token);
    expect(used.body).toEqual(free.body);
    expect(server.sms.slice(sent).map((s) => s.phone)).toEqual(['13600000009']);
    // Binding it still fails: the code was never sent, so it cannot be proven.
    for (const code of ['000000', '123456'])
      expect((await server.post('/api/bind_phone', { phone: '13800000001', code }, token)).body.msg).toBe(
        MSG.codeInvalid,
      );
    const same = await server.post('/api/system/send_bind_phone_code', { phone: '13800000004' }, token);
    expect(same.body.msg).toBe(MSG.phoneSameAsCurrent);
  });

  it('refuses a wrong code and an expired one, then binds with a good one', async () => {
    const newPhone = '13600000001';
    const token = await server.login('13800000004');
    expect((await server.post('/api/system/send_bind_phone_code', { phone: newPhone }, token)).body.code).toBe(0);
    const code = codeOf(newPhone);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await server.post(
      '/api/bind_phone',
      { phone: newPhone, code: code === '000000' ? '111111' : '000000' },
      token,
    );
    expect(wrong.body.msg).toBe(MSG.codeInvalid);
    server.advance(5 * 60 * 1000 + 1000);
    expect((await server.post('/api/bind_phone', { phone: newPhone, code }, token)).body.msg).toBe(MSG.codeInvalid);

    expect((await server.post('/api/system/send_bind_phone_code', { phone: newPhone }, token)).body.code).toBe(0);
    const fresh = codeOf(newPhone);
    // a bind code does not sign anyone in
    expect((await server.post('/api/login', { phone: newPhone, code: fresh })).body.msg).toBe(MSG.codeInvalid);
    const bound = await server.post<{ phone: string }>('/api/bind_phone', { phone: newPhone, code: fresh }, token);
    expect(bound.body.code).toBe(0);
    expect(bound.body.data.phone).toBe(newPhone);
    expect((await server.post('/api/login', { phone: newPhone, password: 'demo123456' })).body.code).toBe(0);
    expect((await server.post('/api/bind_phone', { phone: newPhone, code: fresh }, token)).body.msg).toBe(
      MSG.phoneSameAsCurrent,
    );
  });

  it('a login code cannot bind a phone', async () => {
    const target = '13600000002';
    const token = await server.login('13800000005');
    await server.post('/api/send_verification_code', { phone: target });
    const code = codeOf(target);
    expect((await server.post('/api/bind_phone', { phone: target, code }, token)).body.msg).toBe(MSG.codeInvalid);
  });
});
