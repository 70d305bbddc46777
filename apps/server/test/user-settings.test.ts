import type { CompanyConfig, HistoryRecord, UserConfig } from '@wanju/api-client';
import { ACCOUNT_MSG, type UserInfo } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let main: string;
let sales: string;
let free: string;
beforeAll(async () => {
  server = await startTestServer();
  [main, sales, free] = await Promise.all([
    server.login('13800000001'),
    server.login('13800000002'),
    server.login('13800000004'),
  ]);
});
afterAll(() => server?.close());

const STROKES: Record<string, string> = {
  '0,0,1,0': 'a',
  '1,0,1,1': 'b',
  '1,1,1,2': 'c',
  '0,2,1,2': 'd',
  '0,1,0,2': 'e',
  '0,0,0,1': 'f',
  '0,1,1,1': 'g',
};
const DIGITS: Record<string, string> = {
  abcdef: '0',
  bc: '1',
  abdeg: '2',
  abcdg: '3',
  bcfg: '4',
  acdfg: '5',
  acdefg: '6',
  abc: '7',
  abcdefg: '8',
  abcdfg: '9',
};
/** Reads the captcha's digits back from its strokes, as a person reads the picture. */
function readCaptcha(image: string): string {
  const svg = Buffer.from(image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
  return [...svg.matchAll(/<path d="([^"]+)" transform="rotate\(-?\d+ (\d+) (\d+)\)/g)]
    .map(([, d, cx, cy]) => {
      const x = Number(cx) - 7;
      const y = Number(cy) - 12;
      const segments = [...(d as string).matchAll(/M(\d+) (\d+)L(\d+) (\d+)/g)].map(([, x1, y1, x2, y2]) =>
        [(Number(x1) - x) / 14, (Number(y1) - y) / 12, (Number(x2) - x) / 14, (Number(y2) - y) / 12].join(','),
      );
      return (
        DIGITS[
          segments
            .map((s) => STROKES[s])
            .sort()
            .join('')
        ] ?? '?'
      );
    })
    .join('');
}

describe('registration: captcha, SMS code, account, company binding', () => {
  const phone = '13912340001';
  let token = '';

  async function captcha() {
    const { body } = await server.post<{ captcha_id: string; image: string }>('/api/system/send_captcha', {});
    expect(body.code).toBe(0);
    return { id: body.data.captcha_id, answer: readCaptcha(body.data.image) };
  }

  it('sends no code without the captcha answered, and a captcha serves once', async () => {
    const c = await captcha();
    expect(c.answer).toMatch(/^\d{4}$/);
    const wrong = String((Number(c.answer) + 1) % 10_000).padStart(4, '0');
    const bad = await server.post('/api/system/send_verification_code', { phone, captcha_id: c.id, captcha: wrong });
    expect(bad.body.msg).toBe(ACCOUNT_MSG.captchaInvalid);
    // The right answer on the spent picture is refused too.
    const again = await server.post('/api/system/send_verification_code', {
      phone,
      captcha_id: c.id,
      captcha: c.answer,
    });
    expect(again.body.msg).toBe(ACCOUNT_MSG.captchaInvalid);
    expect(server.sms.filter((s) => s.phone === phone)).toHaveLength(0);
  });

  it('expires a captcha after its minutes', async () => {
    const c = await captcha();
    server.advance(6 * 60_000);
    const late = await server.post('/api/system/send_verification_code', {
      phone,
      captcha_id: c.id,
      captcha: c.answer,
    });
    expect(late.body.msg).toBe(ACCOUNT_MSG.captchaInvalid);
  });

  it('refuses a phone already registered', async () => {
    const c = await captcha();
    const { body } = await server.post('/api/system/send_verification_code', {
      phone: '13800000004',
      captcha_id: c.id,
      captcha: c.answer,
    });
    expect(body.msg).toBe(ACCOUNT_MSG.phoneRegistered);
  });

  it('registers with the SMS code and a password; the new user is signed in, without a company', async () => {
    const c = await captcha();
    const sent = await server.post('/api/system/send_verification_code', {
      phone,
      captcha_id: c.id,
      captcha: c.answer,
    });
    expect(sent.body.code).toBe(0);
    const code = /(\d{6})/.exec(server.sms.filter((s) => s.phone === phone).at(-1)?.text ?? '')?.[1] ?? '';
    // A code is stored only as a hash.
    const stored = await server.ctx.database.db
      .selectFrom('verification_codes')
      .select('code_hash')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    const wrong = await server.post('/api/register', { phone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.code).not.toBe(0);
    const { body } = await server.post<UserInfo>('/api/register', {
      phone,
      code,
      password: 'toys2026ok',
      nickname: '小林',
    });
    expect(body.code).toBe(0);
    expect(body.data.nickname).toBe('小林');
    expect(body.data.company_id).toBe(0);
    expect(body.data.has_password).toBe(1);
    token = body.data.token;
    expect(await server.login(phone, 'toys2026ok')).toBeTruthy();
    // The code is spent.
    const twice = await server.post('/api/register', { phone, code });
    expect(twice.body.code).not.toBe(0);
  });

  it('joins the company of a join code as a salesperson; the main account sees the code, a salesperson not', async () => {
    const mine = await server.post<CompanyConfig>('/api/system/get_user_company_config', {}, main);
    expect(mine.body.data.join_code).toMatch(/^[0-9A-Z]{8}$/);
    const theirs = await server.post<CompanyConfig>('/api/system/get_user_company_config', {}, sales);
    expect(theirs.body.data.join_code).toBe('');

    const unknown = await server.post('/api/bind_company', { mode: 'join', code: 'ZZZZ9999' }, token);
    expect(unknown.body.msg).toBe(ACCOUNT_MSG.companyCodeInvalid);
    const joined = await server.post<UserInfo>(
      '/api/bind_company',
      { mode: 'join', code: mine.body.data.join_code.toLowerCase() },
      token,
    );
    expect(joined.body.code).toBe(0);
    expect(joined.body.data.company_id).toBe(mine.body.data.company_id);
    expect(joined.body.data.user_type).toBe(1);
    const twice = await server.post('/api/bind_company', { mode: 'create', name: '另一家公司' }, token);
    expect(twice.body.msg).toBe(ACCOUNT_MSG.alreadyInCompany);
  });

  it('creates a company with the user as its main account', async () => {
    const { body } = await server.post<UserInfo>(
      '/api/bind_company',
      { mode: 'create', name: '汕头市乐达贸易有限公司' },
      free,
    );
    expect(body.code).toBe(0);
    expect(body.data.company_name).toBe('汕头市乐达贸易有限公司');
    expect(body.data.user_type).toBe(0);
    expect(body.data.company_id).toBeGreaterThan(0);
    // check_auth_change: the role and company the client held (ordinary, none) are no longer the user's.
    const change = await server.post<{ changed: boolean }>(
      '/api/system/check_auth_change',
      { user_type: 0, company_id: 0 },
      free,
    );
    expect(change.body.data.changed).toBe(true);
    const same = await server.post<{ changed: boolean }>(
      '/api/system/check_auth_change',
      { user_type: 0, company_id: body.data.company_id },
      free,
    );
    expect(same.body.data.changed).toBe(false);
  });
});

describe('a user’s own settings', () => {
  it('keeps the language and the default price formula; get_user_config answers them', async () => {
    const before = await server.post<UserConfig>('/api/system/get_user_config', {}, sales);
    expect(before.body.data.lang).toBe('zh');
    const { body } = await server.post<UserConfig>(
      '/api/toy/update_user_config',
      { lang: 'en', price_formula: { currency_type: 'USD', exchange_rate: 7.1, profit_rate: 12 } },
      sales,
    );
    expect(body.data.lang).toBe('en');
    expect(body.data.price_formula).toMatchObject({ currency_type: 'USD', exchange_rate: 7.1, profit_rate: 12 });
    const after = await server.post<UserConfig>('/api/system/get_user_config', {}, sales);
    expect(after.body.data).toEqual(body.data);
    const other = await server.post<UserConfig>('/api/system/get_user_config', {}, main);
    expect(other.body.data.lang).toBe('zh');
  });

  it('keeps commonly used fields: known ones only, at most eight', async () => {
    const first = await server.post<{ fields: string[]; options: unknown[] }>(
      '/api/system/get_commonly_field',
      {},
      sales,
    );
    expect(first.body.data.fields).toContain('article_number');
    expect(first.body.data.options.length).toBeGreaterThan(8);
    const saved = await server.post(
      '/api/system/update_commonly_field',
      { fields: ['gross_weight', 'exworks_price'] },
      sales,
    );
    expect(saved.body.code).toBe(0);
    const read = await server.post<{ fields: string[] }>('/api/system/get_commonly_field', {}, sales);
    expect(read.body.data.fields).toEqual(['gross_weight', 'exworks_price']);
    const bad = await server.post('/api/system/update_commonly_field', { fields: ['colour'] }, sales);
    expect(bad.body.msg).toBe(ACCOUNT_MSG.fieldUnknown('colour'));
    // The language set before is kept beside the fields.
    const config = await server.post<UserConfig>('/api/system/get_user_config', {}, sales);
    expect(config.body.data.lang).toBe('en');
  });

  it('closes a new-function tip for good', async () => {
    const { body } = await server.post<{ display_tip: Record<string, unknown> }>(
      '/api/system/new_func_tip',
      { name: 'excel_search' },
      main,
    );
    expect(body.data.display_tip.excel_search).toBe(1);
    const info = await server.post<UserInfo>('/api/system/get_user_detail', {}, main);
    expect(info.body.data.display_tip.excel_search).toBe(1);
    const unknown = await server.post('/api/system/new_func_tip', { name: 'nothing' }, main);
    expect(unknown.body.msg).toBe(ACCOUNT_MSG.tipUnknown);
  });
});

describe('company settings and rates', () => {
  it('lets the main account set the currency, own rates and the print key; a salesperson may not', async () => {
    const refused = await server.post('/api/system/edit_user_company_config', { currency: 'EUR' }, sales);
    expect(refused.body.msg).toBe(ACCOUNT_MSG.companyConfigForbidden);
    const badRate = await server.post('/api/system/edit_user_company_config', { rates: { USD: 0 } }, main);
    expect(badRate.body.msg).toBe(ACCOUNT_MSG.rateInvalid);
    const { body } = await server.post<CompanyConfig>(
      '/api/system/edit_user_company_config',
      { currency: 'EUR', rates: { USD: 7.05 }, print_key: 'LODOP-123' },
      main,
    );
    expect(body.data).toMatchObject({ currency: 'EUR', rates: { USD: 7.05 }, print_key: 'LODOP-123' });
    const key = await server.post<{ print_key: string }>('/api/system/get_print_key', {}, sales);
    expect(key.body.data.print_key).toBe('LODOP-123');
  });

  it('sets the company’s own website address (main account or administrator), checked as a web address', async () => {
    const refused = await server.post('/api/home/updateCompanyWebsite', { website: 'https://toys.example' }, sales);
    expect(refused.body.msg).toBe(ACCOUNT_MSG.companyConfigForbidden);
    const bad = await server.post('/api/home/updateCompanyWebsite', { website: 'javascript:alert(1)' }, main);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('http');
    const set = await server.post<CompanyConfig>(
      '/api/home/updateCompanyWebsite',
      { website: ' https://www.globalbest-toys.example/ ' },
      main,
    );
    expect(set.body.data.website).toBe('https://www.globalbest-toys.example/');
    const read = await server.post<CompanyConfig>('/api/system/get_user_company_config', {}, sales);
    expect(read.body.data).toMatchObject({ website: 'https://www.globalbest-toys.example/', currency: 'EUR' });
    expect(
      (await server.post<CompanyConfig>('/api/home/updateCompanyWebsite', { website: '' }, main)).body.data.website,
    ).toBe('');
  });

  it('answers the company’s own rate where it set one, the platform’s elsewhere', async () => {
    type Rates = { currency: string; list: { currency: string; rate: number; own: boolean }[] };
    const company = await server.post<Rates>('/api/system/get_rate', {}, sales);
    expect(company.body.data.currency).toBe('EUR');
    expect(company.body.data.list.find((r) => r.currency === 'USD')).toMatchObject({ rate: 7.05, own: true });
    expect(company.body.data.list.find((r) => r.currency === 'EUR')).toMatchObject({ rate: 7.8, own: false });
    const outsider = await server.post<Rates>('/api/system/get_rate', {}, await server.login('13800000005'));
    expect(outsider.body.data.list.find((r) => r.currency === 'USD')?.rate).toBe(7.2);
  });
});

describe('pages opened: history records and the menu order', () => {
  it('counts visits, lists the last opened first, orders by use, removes only the user’s own', async () => {
    for (const [path, title] of [
      ['/new_arrivals', '新品'],
      ['/sample_car', '选样车'],
      ['/new_arrivals', '新品'],
      ['/inquiry', '询价列表'],
    ]) {
      server.advance(1000);
      const { body } = await server.post('/api/system/save_menu_statistics', { path, title }, main);
      expect(body.code).toBe(0);
    }
    const history = await server.post<{ list: HistoryRecord[]; total: number }>(
      '/api/system/get_history_record',
      { page: 1, page_size: 10 },
      main,
    );
    expect(history.body.data.list.map((r) => r.path)).toEqual(['/inquiry', '/new_arrivals', '/sample_car']);
    expect(history.body.data.total).toBe(3);
    const order = await server.post<{ list: { path: string; visits: number }[] }>('/api/system/get_order', {}, main);
    expect(order.body.data.list[0]).toMatchObject({ path: '/new_arrivals', visits: 2 });

    const record = history.body.data.list[0] as HistoryRecord;
    const stranger = await server.post('/api/system/remove_history_record', { ids: [record.id] }, sales);
    expect(stranger.body.code).toBe(404);
    const removed = await server.post<{ removed: number }>(
      '/api/system/remove_history_record',
      { ids: [record.id] },
      main,
    );
    expect(removed.body.data.removed).toBe(1);
    const all = await server.post<{ removed: number }>('/api/system/remove_history_record', { all: true }, main);
    expect(all.body.data.removed).toBe(2);
  });
});

describe('public lists: help, activities, announcements, hot searches, counts', () => {
  it('serves the help articles, activities and announcements from the database', async () => {
    const help = await server.post<{ list: { id: string; title: string; paragraphs: string[] }[] }>(
      '/api/system/get_help_contents',
    );
    expect(help.body.data.list.map((a) => a.id)).toContain('contact');
    expect(help.body.data.list[0]?.paragraphs.length).toBeGreaterThan(0);
    const activity = await server.post<{ list: { kind: string }[]; total: number }>('/api/system/get_activity', {});
    expect(activity.body.data.total).toBeGreaterThan(0);
    expect(activity.body.data.list.every((a) => a.kind === 'activity')).toBe(true);
    const notes = await server.post<{ list: { kind: string }[] }>('/api/system/get_system_message', {});
    expect(notes.body.data.list.every((a) => a.kind === 'note')).toBe(true);
    expect(notes.body.data.list.length).toBeGreaterThan(0);
  });

  it('counts listed products and factories', async () => {
    const { body } = await server.post<{ toy_count: number; factory_count: number; today_toy_count: number }>(
      '/api/toy/get_count',
    );
    const listed = await server.ctx.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_black', '=', false)
      .executeTakeFirstOrThrow();
    expect(body.data.toy_count).toBe(Number(listed.n));
    expect(body.data.factory_count).toBeGreaterThan(0);
    expect(body.data.today_toy_count).toBeLessThanOrEqual(body.data.toy_count);
  });

  it('answers the week’s searches first among the hot searches', async () => {
    // three different people searched it this week
    for (const token of [main, sales, free])
      await server.post('/api/toy/get_list', { keyword: '泡泡枪', page: 1 }, token);
    const { body } = await server.post<{ list: string[] }>('/api/system/get_hot', { limit: 5 });
    expect(body.data.list[0]).toBe('泡泡枪');
    expect(body.data.list.length).toBeLessThanOrEqual(5);
  });

  it('lists the products most added to sample carts', async () => {
    const { body } = await server.post<{ list: { id: number }[] }>(
      '/api/system/get_hot_sample_select',
      { limit: 5 },
      main,
    );
    expect(body.code).toBe(0);
    const picked = await server.ctx.database.db.selectFrom('sample_car_items').select('product_id').execute();
    const pickedIds = new Set(picked.map((p) => p.product_id));
    expect(body.data.list.every((p) => pickedIds.has(p.id))).toBe(true);
  });

  it('marks the home page’s notices read (/api/home/set_read)', async () => {
    const { body } = await server.post<{ count: number }>('/api/home/set_read', { all: true }, main);
    expect(body.data.count).toBe(0);
  });
});
