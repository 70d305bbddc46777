import { CODE } from '@wanju/api-client';
import {
  type Accessor,
  COMPANY_MSG,
  type CompanyPermission,
  mayAccess,
  mayDo,
  RECORD_SCOPES,
  type RecordKind,
} from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visible } from '../src/platform/access/index';
import { addCompany, startTestServer, type TestServer } from './harness';

/**
 * Tenant isolation through the access module: every role (main account, salesperson, administrator, a
 * user without a company, another company's main account and salesperson) against every kind of record
 * of the working set made by themselves, a colleague and another company. The API must answer exactly
 * what the domain's rule allows, and the module's SQL must select exactly those rows, on both engines.
 */

const DAY = 24 * 3_600_000;

type Actor = 'main' | 'sales' | 'admin' | 'free' | 'otherMain' | 'otherSales';
const ACTORS: Actor[] = ['main', 'sales', 'admin', 'free', 'otherMain', 'otherSales'];
const PHONES: Record<Actor, string> = {
  main: '13800000001',
  sales: '13800000002',
  admin: '13800000003',
  free: '13800000004',
  otherMain: '13900000101',
  otherSales: '13900000102',
};
const KINDS = [
  'cart',
  'customer',
  'choose',
  'inquiry',
  'supplement',
  'find_sample',
  'quotation',
  'company_product',
  'supplier_factory',
] as const;
type Kind = (typeof KINDS)[number];
const TABLE: Record<
  Kind,
  | 'customer_picks'
  | 'customers'
  | 'chooses'
  | 'factory_requests'
  | 'find_sample_requests'
  | 'quotations'
  | 'company_products'
  | 'supplier_factories'
> = {
  cart: 'customer_picks',
  customer: 'customers',
  choose: 'chooses',
  inquiry: 'factory_requests',
  supplement: 'factory_requests',
  find_sample: 'find_sample_requests',
  quotation: 'quotations',
  company_product: 'company_products',
  supplier_factory: 'supplier_factories',
};
/** Kinds only a company's main account and administrators make (a salesperson and a user without a company are refused). */
const COMPANY_MADE: ReadonlySet<Kind> = new Set(['company_product', 'supplier_factory']);
/** The actors that can make a record of a kind. */
const makers = (kind: Kind): Actor[] =>
  COMPANY_MADE.has(kind) ? ACTORS.filter((a) => mayDo(accessor[a], 'edit_library')) : ACTORS;
type AnyTable = 'customers';

let server: TestServer;
const token = {} as Record<Actor, string>;
const accessor = {} as Record<Actor, Accessor>;
/** The record of each kind each actor made. */
const made = {} as Record<Kind, Record<Actor, number>>;
let productIds: number[];

const call = async <T>(path: string, body: unknown, actor: Actor) =>
  (await server.post<T>(path, body, token[actor])).body;

async function create(kind: Kind, actor: Actor, n: number): Promise<number> {
  const ids = [productIds[n] as number];
  const ok = <T>(answer: { code: number; msg: string; data: T }) => {
    expect(answer.code, `${kind} by ${actor}: ${answer.msg}`).toBe(0);
    return answer.data;
  };
  switch (kind) {
    case 'cart':
      return ok(
        await call<{ id: number }>('/api/website/add_customer_pick', { name: `车${actor}`.slice(0, 10) }, actor),
      ).id;
    case 'customer':
      return ok(await call<{ id: number }>('/api/customer/add', { name: `客户${actor}` }, actor)).id;
    case 'choose':
      return ok(await call<{ id: number }>('/api/website/add_products', { name: `单${actor}`, ids }, actor)).id;
    case 'inquiry':
    case 'supplement': {
      const path = kind === 'inquiry' ? '/api/toy/batch_inquiry' : '/api/toy/batch_supplement';
      return (ok(await call<{ list: { id: number }[] }>(path, { ids }, actor)).list[0] as { id: number }).id;
    }
    case 'find_sample':
      return ok(await call<{ id: number }>('/api/toy_search/add', { description: `找${actor}` }, actor)).id;
    case 'quotation':
      return ok(await call<{ id: number }>('/api/quotation/add_new_quotation', { remark: `报${actor}` }, actor)).id;
    case 'company_product':
      return ok(
        await call<{ id: number }>(
          '/api/company/product_add',
          { item_number: `OWN-${actor}`, name: `自有${actor}` },
          actor,
        ),
      ).id;
    case 'supplier_factory':
      return ok(await call<{ id: number }>('/api/company/factory_add', { name: `供应商${actor}` }, actor)).id;
  }
}

/** Reads one record through the API: true when it is answered, false when refused as not found. */
async function reads(kind: Kind, actor: Actor, id: number): Promise<boolean> {
  const answer = async (path: string, body: unknown) => {
    const { code } = await call(path, body, actor);
    expect([0, CODE.notFound], `${kind} ${id} read by ${actor}`).toContain(code);
    return code === 0;
  };
  switch (kind) {
    case 'cart':
      return answer('/api/website/get_sample_car', { customer_pick_id: id });
    case 'customer': {
      const page = await call<{ list: { id: number }[] }>('/api/customer/list', { page: 1, page_size: 100 }, actor);
      return page.data.list.some((c) => c.id === id);
    }
    case 'choose':
      return answer('/api/website/chooses_detail', { id });
    case 'inquiry': {
      const page = await call<{ list: { id: number }[] }>(
        '/api/toy/get_inquiry_list',
        { page: 1, page_size: 100 },
        actor,
      );
      return page.data.list.some((r) => r.id === id);
    }
    case 'supplement':
      return answer('/api/toy/get_supplement_detail', { id });
    case 'find_sample':
      return answer('/api/toy_search/detail', { id });
    case 'quotation':
      return answer('/api/quotation/get_detail', { id });
    case 'company_product': {
      const page = await call<{ list: { id: number }[] }>('/api/company/product_list', { page_size: 100 }, actor);
      return page.code === 0 && page.data.list.some((r) => r.id === id);
    }
    case 'supplier_factory': {
      const page = await call<{ list: { id: number }[] }>('/api/company/factory_list', { page_size: 100 }, actor);
      return page.code === 0 && page.data.list.some((r) => r.id === id);
    }
  }
}

/** Tries to delete a record the actor may not see: it must be refused as not found and stay. */
async function deleteRefused(kind: Kind, actor: Actor, id: number) {
  const path = {
    cart: '/api/website/delete_customer_pick',
    customer: '/api/customer/delete',
    choose: '/api/website/del_chooses',
    inquiry: '/api/toy/delete_inquiry',
    supplement: '/api/toy/delete_supplement',
    find_sample: '/api/toy_search/delete',
    quotation: '/api/quotation/delete',
    company_product: '/api/company/product_delete',
    supplier_factory: '/api/company/factory_delete',
  }[kind];
  const body = kind === 'inquiry' || kind === 'supplement' || kind === 'company_product' ? { ids: [id] } : { id };
  const { code } = await call(path, body, actor);
  // The own library refuses a role without edit rights before it looks (403); a bulk delete skips what is not visible.
  if (COMPANY_MADE.has(kind) && !mayDo(accessor[actor], 'edit_library'))
    expect(code, `${kind} ${id} deleted by ${actor}`).toBe(CODE.forbidden);
  else if (kind !== 'company_product') expect(code, `${kind} ${id} deleted by ${actor}`).toBe(CODE.notFound);
  const row = await server.ctx.database.db
    .selectFrom(TABLE[kind] as AnyTable)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  expect(row, `${kind} ${id} still there`).toBeDefined();
}

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '300' });
  const { db } = server.ctx.database;
  // Another trading company with a main account and a salesperson.
  await addCompany(server, { name: '另一家贸易公司', company_type: 1, is_chvip: true }, [
    { phone: PHONES.otherMain, nickname: '另主', user_type: 0, chat_id: 'u_om' },
    { phone: PHONES.otherSales, nickname: '另业', user_type: 1, chat_id: 'u_os' },
  ]);
  for (const actor of ACTORS) {
    token[actor] = await server.login(PHONES[actor]);
    const row = await db
      .selectFrom('users')
      .select(['id', 'company_id', 'user_type'])
      .where('phone', '=', PHONES[actor])
      .executeTakeFirstOrThrow();
    accessor[actor] = { userId: row.id, companyId: row.company_id ?? 0, userType: row.user_type };
  }
  productIds = (
    await db.selectFrom('products').select('id').where('is_black', '=', false).orderBy('id').limit(50).execute()
  ).map((r) => r.id);
  let n = 0;
  for (const kind of KINDS) {
    made[kind] = {} as Record<Actor, number>;
    for (const actor of makers(kind)) made[kind][actor] = await create(kind, actor, n++ % productIds.length);
  }
}, 120_000);
afterAll(() => server?.close());

const owner = async (kind: Kind, id: number) =>
  server.ctx.database.db
    .selectFrom(TABLE[kind] as AnyTable)
    .select(['user_id', 'company_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('tenant isolation: roles × record kinds × own, colleague, other company', () => {
  it('the rule itself: a salesperson sees their own carts and customers only, the company-wide records all; no company sees another', () => {
    const may = (actor: Actor, kind: RecordKind, maker: Actor) =>
      mayAccess(
        accessor[actor],
        { user_id: accessor[maker].userId, company_id: accessor[maker].companyId || null },
        RECORD_SCOPES[kind],
      );
    expect(may('sales', 'cart', 'main')).toBe(false);
    expect(may('sales', 'customer', 'admin')).toBe(false);
    expect(may('sales', 'inquiry', 'main')).toBe(true);
    expect(may('main', 'cart', 'sales')).toBe(true);
    expect(may('admin', 'customer', 'sales')).toBe(true);
    for (const kind of KINDS) {
      expect(may('otherMain', kind, 'main')).toBe(false);
      expect(may('main', kind, 'otherSales')).toBe(false);
      expect(may('free', kind, 'main')).toBe(false);
      expect(may('main', kind, 'free')).toBe(false);
    }
  });

  for (const kind of KINDS) {
    it(`${kind}: the API answers exactly the records the rule allows, for every role`, async () => {
      for (const actor of ACTORS) {
        for (const maker of makers(kind)) {
          const id = made[kind][maker];
          const expected = mayAccess(accessor[actor], await owner(kind, id), RECORD_SCOPES[kind]);
          expect(await reads(kind, actor, id), `${kind} of ${maker} read by ${actor}`).toBe(expected);
        }
      }
    });

    it(`${kind}: a record the user may not see cannot be deleted either`, async () => {
      for (const actor of ACTORS) {
        for (const maker of makers(kind)) {
          const id = made[kind][maker];
          if (!mayAccess(accessor[actor], await owner(kind, id), RECORD_SCOPES[kind]))
            await deleteRefused(kind, actor, id);
        }
      }
    });

    it(`${kind}: the access module's SQL selects exactly the rows the rule allows`, async () => {
      const { db } = server.ctx.database;
      // Every table of these kinds has id, user_id and company_id: typed as one of them.
      const from = `${TABLE[kind]} as t` as `${AnyTable} as t`;
      const all = await db.selectFrom(from).select(['t.id', 't.user_id', 't.company_id']).execute();
      for (const actor of ACTORS) {
        const rows = await db
          .selectFrom(from)
          .select('t.id')
          .where(visible(accessor[actor], kind, 't'))
          .execute();
        const expected = all.filter((r) => mayAccess(accessor[actor], r, RECORD_SCOPES[kind])).map((r) => r.id);
        expect(
          rows.map((r) => r.id).sort((a, b) => a - b),
          `${kind} rows of ${actor}`,
        ).toEqual(expected.sort((a, b) => a - b));
      }
    });
  }
});

/** One call per company permission: refused with 403 exactly when the domain's table says no. */
const PERMISSION_CALLS: Record<CompanyPermission, () => [string, unknown]> = {
  view_display: () => ['/api/system/get_company_display_picture', {}],
  edit_display: () => ['/api/system/edit_company_display_picture', { introduction: '专业玩具出口' }],
  manage_staff: () => ['/api/company/member_list', {}],
  staff_tab_setting: () => ['/api/company/set_staff_tab', { closed: false }],
  transfer: () => [
    '/api/company/transfer_member_work',
    { from_user_id: accessor.sales.userId, to_user_id: accessor.sales.userId },
  ],
  view_library: () => ['/api/company/product_list', {}],
  edit_library: () => ['/api/company/product_bulk_edit', { ids: [made.company_product.main], unit: 'PCS' }],
};

describe('company administration: every role against every permission', () => {
  for (const permission of Object.keys(PERMISSION_CALLS) as CompanyPermission[]) {
    it(`${permission}: refused exactly for the roles the domain refuses`, async () => {
      for (const actor of ACTORS) {
        const [path, body] = PERMISSION_CALLS[permission]();
        const { code, msg } = await call(path, body, actor);
        const allowed = mayDo(accessor[actor], permission);
        expect(code === CODE.forbidden, `${permission} by ${actor}: ${code} ${msg}`).toBe(!allowed);
      }
    });
  }

  it("a salesperson cannot change roles, see a colleague's customers or read another salesperson's quotation by id", async () => {
    const role = await call('/api/company/set_member_role', { user_id: accessor.admin.userId, user_type: 1 }, 'sales');
    expect(role.code).toBe(CODE.forbidden);
    expect(role.msg).toBe(COMPANY_MSG.notAllowed);
    const customers = await call<{ list: { user_id: number }[] }>('/api/customer/list', { page_size: 100 }, 'sales');
    expect(customers.data.list.every((c) => c.user_id === accessor.sales.userId)).toBe(true);
    const other = await call('/api/quotation/get_detail', { id: made.quotation.admin }, 'sales');
    expect(other.code).toBe(CODE.notFound);
    const own = await call('/api/quotation/get_detail', { id: made.quotation.sales }, 'sales');
    expect(own.code).toBe(0);
  });

  it('inviting a member of another company is refused with a clear message', async () => {
    const answer = await call('/api/company/invite_member', { phone: PHONES.otherSales, user_type: 1 }, 'main');
    expect(answer.code).toBe(CODE.business);
    expect(answer.msg).toBe(COMPANY_MSG.memberOfOtherCompany);
    const own = await call('/api/company/invite_member', { phone: PHONES.sales, user_type: 1 }, 'admin');
    expect(own.msg).toBe(COMPANY_MSG.alreadyMember);
  });
});

describe('the factory that a request was sent to', () => {
  it('reads and answers only requests sent to its own factory; a buyer is refused the factory desk', async () => {
    const { db } = server.ctx.database;
    const factoryToken = await server.login('13800000005');
    const { factory_id } = await db
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .select('c.factory_id')
      .where('u.phone', '=', '13800000005')
      .executeTakeFirstOrThrow();
    const productOf = (mine: boolean) =>
      db
        .selectFrom('products')
        .select('id')
        .where('factory_id', mine ? '=' : '!=', factory_id as number)
        .where('is_black', '=', false)
        .executeTakeFirstOrThrow();
    const ids = [(await productOf(true)).id, (await productOf(false)).id];
    const sent = await call<{ list: { id: number; factory_id: number }[] }>('/api/toy/batch_inquiry', { ids }, 'main');
    const own = sent.data.list.find((r) => r.factory_id === factory_id);
    const other = sent.data.list.find((r) => r.factory_id !== factory_id);
    server.advance(2 * DAY); // past every notification time
    const read = await server.post('/api/factory_console/read_request', { id: own?.id }, factoryToken);
    expect(read.body.code).toBe(0);
    const foreign = await server.post('/api/factory_console/read_request', { id: other?.id }, factoryToken);
    expect(foreign.body.code).toBe(CODE.notFound);
    const buyer = await server.post('/api/factory_console/read_request', { id: other?.id }, token.main);
    expect(buyer.body.code).toBe(CODE.forbidden);
  });
});

describe('a public share token', () => {
  it('opens a selection list to anyone while active, and to no one once revoked', async () => {
    const id = made.choose.main;
    const shared = await call<{ token: string }>('/api/website/share', { id }, 'main');
    expect(shared.code).toBe(0);
    const page = await server.post('/api/website/get_sample_chooses', { token: shared.data.token, page: 1 });
    expect(page.body.code).toBe(0);
    // Another company may not share (or revoke) a list it cannot see.
    expect((await call('/api/website/share', { id, revoke: true }, 'otherMain')).code).toBe(CODE.notFound);
    expect((await call('/api/website/share', { id, revoke: true }, 'main')).code).toBe(0);
    const after = await server.post('/api/website/get_sample_chooses', { token: shared.data.token, page: 1 });
    expect(after.body.code).toBe(CODE.business);
  });
});
