import type { ServerProcess } from '../processes/cluster';
import { BUYERS } from './office-actions';
import { type Ctx, type Done, type Model, type Owned, visibleTo } from './office-model';
import { type Actor, type Answer, send } from './world';

/** The office model's invariants, read back through the API after each round. */

type Fail = (rule: string, detail: string) => void;

/** Every page of a list endpoint: the items, and whether the total matched what the pages held. */
async function allPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<Answer<{ list: T[]; total: number }>>,
  fail: Fail,
  what: string,
  pageSize = 7,
): Promise<T[]> {
  const items: T[] = [];
  let total = -1;
  for (let page = 1; page < 200; page++) {
    const answer = await fetchPage(page, pageSize);
    if (answer.code !== 0) {
      fail('no 5xx', `${what} page ${page}: ${answer.status} ${answer.code} ${answer.msg}`);
      return items;
    }
    if (total === -1) total = answer.data.total;
    else if (answer.data.total !== total)
      fail('counts equal lists', `${what}: total ${total} then ${answer.data.total}`);
    items.push(...answer.data.list);
    if (answer.data.list.length < pageSize) break;
  }
  if (items.length !== total) fail('counts equal lists', `${what}: total ${total}, pages hold ${items.length}`);
  return items;
}

/** A quotation number within its numbering owner: a company counts its own, a user without one theirs. */
const numberKey = (company: string | null, user: number, number: string) => `${company ?? `user ${user}`} ${number}`;

export async function checkInvariants(model: Model, ctx: Ctx, done: Done[], fail: Fail) {
  const servers = ctx.world.servers;
  const server = servers[model.round % servers.length] as ServerProcess;
  const call = <T>(path: string, body: unknown, token?: string) => send<T>(server, path, body, token);
  const buyers = model.office.actors.slice(0, BUYERS);
  const members = (actor: Actor) =>
    new Set(
      model.office.actors
        .filter((a) => a.id === actor.id || (actor.company && a.company === actor.company))
        .map((a) => a.id),
    );
  const mine = (actor: Actor, record: Owned, scope: 'assigned' | 'company') =>
    !record.deleted && visibleTo(actor, record, scope);

  // Carts: one default per user, lines as the model says, nothing of another company, deleted ones gone.
  const ownersSeen = new Map<number, number>();
  for (const actor of buyers) {
    const answer = await call<{ list: { id: number; user_id: number; is_default: number; name: string }[] }>(
      '/api/website/get_customer_pick',
      {},
      actor.token,
    );
    if (answer.code !== 0) {
      fail('no 5xx', `carts of ${actor.role}: ${answer.code} ${answer.msg}`);
      continue;
    }
    const list = answer.data.list;
    const own = list.filter((c) => c.user_id === actor.id);
    const defaults = own.filter((c) => c.is_default);
    if (defaults.length > 1 || (own.length > 0 && defaults.length !== 1))
      fail('one default cart', `${actor.role} has ${defaults.length} default carts of ${own.length}`);
    const allowed = members(actor);
    for (const c of list) {
      if (!allowed.has(c.user_id)) fail('isolation', `${actor.role} sees cart ${c.id} of user ${c.user_id}`);
      ownersSeen.set(c.id, c.user_id);
      const known = model.carts.find((m) => m.id === c.id);
      if (known?.deleted) fail('deleted gone', `${actor.role} still sees deleted cart ${c.id}`);
      if (known) known.isDefault = Boolean(c.is_default) && c.user_id === known.owner;
    }
    const ids = new Set(list.map((c) => c.id));
    for (const cart of model.carts)
      if (mine(actor, cart, 'assigned') && !ids.has(cart.id) && !cart.unsure)
        fail('created exists', `${actor.role} does not see cart ${cart.id} (owner ${cart.owner})`);
  }
  // a hand-over refused must leave the cart where it was; one done must say so (a refusal because the same
  // hand-over of the round moved it first is right)
  const handOver = (d: Done) => /handover:(\d+):(\d+)/.exec(d.note)?.[0];
  for (const d of done) {
    if (d.action.k !== 'cartHandOver' || !d.answer || d.answer.code === 0) continue;
    const [, cartId, toId] = /handover:(\d+):(\d+)/.exec(d.note)?.map(Number) ?? [];
    const twinDone = done.some((e) => e !== d && e.answer?.code === 0 && handOver(e) === handOver(d));
    if (cartId && ownersSeen.get(cartId) === toId && !twinDone) {
      const cart = model.carts.find((c) => c.id === cartId);
      if (cart) cart.owner = toId as number;
      fail(
        'hand-over answer',
        `cart ${cartId} moved to ${toId} but the call answered ${d.answer.code} ${d.answer.msg}`,
      );
    }
  }
  for (const cart of model.carts) {
    const owner = ownersSeen.get(cart.id);
    if (owner !== undefined && owner !== cart.owner) cart.owner = owner;
  }
  // lines of each live cart, read page by page as its owner
  for (const cart of model.carts) {
    if (cart.deleted) continue;
    const owner = model.office.actors.find((a) => a.id === cart.owner) as Actor;
    const lines = await allPages<{ toy_id: number }>(
      (page, page_size) =>
        call('/api/website/get_sample_car', { customer_pick_id: cart.id, page, page_size }, owner.token),
      fail,
      `cart ${cart.id}`,
      3,
    );
    const got = new Set(lines.map((l) => l.toy_id));
    if (lines.length !== got.size) fail('counts equal lists', `cart ${cart.id} lists a product twice`);
    if (cart.unsure) {
      cart.lines = got;
      cart.unsure = false;
    } else if (got.size !== cart.lines.size || [...cart.lines].some((id) => !got.has(id)))
      fail('cart lines', `cart ${cart.id}: server [${[...got]}], model [${[...cart.lines]}]`);
    // what an export of the cart would hold: its lines, nothing removed
    const preview = await call<{ total: number }>(
      '/api/system/preview_excel',
      { source: 'sample_cart', source_id: cart.id, limit: 1 },
      owner.token,
    );
    if (preview.code === 0 && preview.data.total !== cart.lines.size)
      fail('deleted gone', `export of cart ${cart.id} would hold ${preview.data.total} of ${cart.lines.size} lines`);
  }

  // Quotations: every page, numbers never reused, deleted ones gone from the list and its search.
  for (const actor of buyers) {
    const list = await allPages<{ id: number; number: string; user_id: number; version: number }>(
      (page, page_size) => call('/api/quotation/get_list', { page, page_size }, actor.token),
      fail,
      `quotations of ${actor.role}`,
    );
    const allowed = members(actor);
    const ids = new Set<number>();
    for (const q of list) {
      if (ids.has(q.id)) fail('counts equal lists', `quotation ${q.id} listed twice for ${actor.role}`);
      ids.add(q.id);
      if (!allowed.has(q.user_id)) fail('isolation', `${actor.role} sees quotation ${q.id} of user ${q.user_id}`);
      const known = model.quotations.find((m) => m.id === q.id);
      if (known?.deleted) fail('deleted gone', `${actor.role} still sees deleted quotation ${q.number}`);
      if (known) known.version = q.version;
      const key = numberKey(actor.company, q.user_id, q.number);
      const named = model.numbers.get(key);
      if (named !== undefined && named !== q.id)
        fail('quotation number reused', `${q.number} named quotation ${named}, now quotation ${q.id}`);
      model.numbers.set(key, q.id);
    }
    for (const q of model.quotations)
      if (mine(actor, q, 'assigned') && !ids.has(q.id))
        fail('created exists', `${actor.role} does not see quotation ${q.number}`);
  }
  for (const q of model.quotations) {
    const key = numberKey(q.company, q.owner, q.number);
    const named = model.numbers.get(key);
    if (named !== undefined && named !== q.id)
      fail('quotation number reused', `${q.number} named quotation ${named} and quotation ${q.id}`);
    if (named === undefined) model.numbers.set(key, q.id);
  }
  const main = model.office.actors[0] as Actor;
  for (const q of model.quotations.filter((x) => x.deleted && x.company === 'A').slice(-3)) {
    const found = await call<{ list: { id: number }[] }>('/api/quotation/get_list', { keyword: q.number }, main.token);
    if (found.code === 0 && found.data.list.some((x) => x.id === q.id))
      fail('deleted gone', `searching ${q.number} still finds the deleted quotation`);
  }

  // Customers and selection lists: every page, isolation, deleted ones gone.
  for (const actor of buyers) {
    const customers = await allPages<{ id: number; user_id: number }>(
      (page, page_size) => call('/api/customer/list', { page, page_size }, actor.token),
      fail,
      `customers of ${actor.role}`,
    );
    const lists = await allPages<{ id: number; user_id: number }>(
      (page, page_size) => call('/api/website/chooses_list', { page, page_size }, actor.token),
      fail,
      `selection lists of ${actor.role}`,
    );
    const allowed = members(actor);
    for (const [kind, items, records, scope] of [
      ['customer', customers, model.customers, 'assigned'],
      ['selection list', lists, model.lists, 'company'],
    ] as const) {
      const ids = new Set(items.map((i) => i.id));
      for (const item of items) {
        if (!allowed.has(item.user_id))
          fail('isolation', `${actor.role} sees ${kind} ${item.id} of user ${item.user_id}`);
        if ((records as Owned[]).find((r) => r.id === item.id)?.deleted)
          fail('deleted gone', `${actor.role} still sees deleted ${kind} ${item.id}`);
      }
      for (const r of records as Owned[])
        if (mine(actor, r, scope) && !ids.has(r.id))
          fail('created exists', `${actor.role} does not see ${kind} ${r.id}`);
    }
  }

  // Exports: each finished export notifies its owner once.
  for (const e of model.exports.filter((x) => !x.done)) {
    const owner = model.office.actors.find((a) => a.id === e.owner) as Actor;
    const cb = await call<{ progress: number }>('/api/system/get_callback', { uuid: e.uuid }, owner.token);
    if (cb.code === 0 && (cb.data.progress === 100 || cb.data.progress === -100)) e.done = true;
  }

  // Notices: each event once.
  for (const actor of model.office.actors.slice(0, BUYERS)) {
    const notices = await allPages<{ kind: string; title: string }>(
      (page, page_size) => call('/api/system/get_sys_message', { page, page_size }, actor.token),
      fail,
      `notices of ${actor.role}`,
      50,
    );
    const count = (kind: string, text?: string) =>
      notices.filter((n) => n.kind === kind && (!text || n.title.includes(text))).length;
    for (const q of model.quotations.filter((x) => x.owner === actor.id)) {
      const n = count('quotation', q.number);
      if (n !== q.confirmedLinks.size)
        fail(
          n > q.confirmedLinks.size ? 'confirmation notice once' : 'notices',
          `${actor.role} has ${n} confirmation notices of ${q.number}, confirmed through ${q.confirmedLinks.size} links`,
        );
    }
    const applies = model.lists.filter((l) => l.owner === actor.id).reduce((s, l) => s + l.applies, 0);
    if (count('choose') !== applies)
      fail('notices', `${actor.role} has ${count('choose')} pick notices for ${applies} picks`);
    const answers = model.inquiries.filter((i) => i.owner === actor.id).reduce((s, i) => s + i.answers, 0);
    if (count('inquiry') !== answers)
      fail('notices', `${actor.role} has ${count('inquiry')} inquiry-answer notices for ${answers} answers`);
    const exports = model.exports.filter((e) => e.owner === actor.id);
    const finished = exports.filter((e) => e.done).length;
    if (count('export') < finished || count('export') > exports.length)
      fail('export notice', `${actor.role} has ${count('export')} export notices for ${finished} finished exports`);
  }

  // Inquiries: the company's list across pages holds each inquiry of the company once.
  for (const actor of [model.office.actors[0], model.office.actors[3]] as Actor[]) {
    const list = await allPages<{ id: number; user_id: number }>(
      (page, page_size) => call('/api/toy/get_inquiry_list', { page, page_size }, actor.token),
      fail,
      `inquiries of ${actor.role}`,
    );
    const ids = new Set(list.map((i) => i.id));
    for (const i of list) if (!members(actor).has(i.user_id)) fail('isolation', `${actor.role} sees inquiry ${i.id}`);
    for (const i of model.inquiries)
      if (i.company === actor.company && !ids.has(i.id))
        fail('created exists', `${actor.role} does not see inquiry ${i.id}`);
  }

  // Chat: each message stored once, in the order its sender sent them (two sent in one round went in parallel:
  // either order is right). The history is its newest page: every message sent after its oldest one's round is in it.
  for (const [chatId, conversation] of model.chats) {
    const sender = model.office.actors.find((a) => a.id === conversation.sender) as Actor;
    const history = await call<{ list: { gid: string }[] }>(
      '/api/chat/get_message_record',
      { chat_id: chatId },
      sender.token,
    );
    if (history.code !== 0) {
      fail('no 5xx', `chat history ${chatId}: ${history.code} ${history.msg}`);
      continue;
    }
    const roundOf = new Map(conversation.sent.map((m) => [m.gid, m.round]));
    const ours = history.data.list.map((m) => m.gid).filter((g) => roundOf.has(g));
    const rounds = ours.map((g) => roundOf.get(g) as number);
    const missing = conversation.sent.filter((m) => m.round > (rounds[0] ?? -1) && !ours.includes(m.gid));
    if (
      new Set(ours).size !== ours.length ||
      rounds.some((r, i) => i > 0 && r < (rounds[i - 1] as number)) ||
      missing.length > 0
    )
      fail(
        'chat order',
        `conversation ${chatId}: stored [${ours.join()}], sent [${conversation.sent.map((m) => `${m.gid}@${m.round}`).join()}]`,
      );
  }

  // Payments: the factory's balances equal its ledger entries; the collection list's totals equal its pages.
  const factory = model.office.actors[5] as Actor;
  const account = await call<{ collection_accounts: { currency: string; balance_minor: number }[] }>(
    '/api/order/get_account',
    {},
    factory.token,
  );
  const ledger = await allPages<{ entries: { account: string; currency: string; amount_minor: number }[] }>(
    (page, page_size) => call('/api/payments/ledger', { page, page_size }, factory.token),
    fail,
    'ledger',
    100,
  );
  if (account.code === 0)
    for (const c of account.data.collection_accounts) {
      const sum = ledger
        .flatMap((l) => l.entries)
        .filter((e) => e.account === 'collection' && e.currency === c.currency)
        .reduce((s, e) => s + Number(e.amount_minor), 0);
      if (sum !== Number(c.balance_minor))
        fail('ledger balances', `${c.currency} balance ${c.balance_minor}, ledger entries ${sum}`);
    }
  for (const currency of ['USD', 'EUR', undefined]) {
    const currencies = new Set<string>();
    let sumMinor: unknown;
    const rows = await allPages<{ currency: string; amount_minor: number; status: string }>(
      async (page, page_size) => {
        const a = await call<{
          list: { currency: string; amount_minor: number; status: string }[];
          total: number;
          sum_minor: unknown;
        }>('/api/payments/incoming_list', { page, page_size, ...(currency ? { currency } : {}) }, factory.token);
        if (a.code === 0) sumMinor = a.data.sum_minor;
        return a;
      },
      fail,
      `collections ${currency ?? 'all'}`,
      100,
    );
    for (const r of rows) currencies.add(r.currency);
    const received = rows.filter((r) => r.status === 'received').reduce((s, r) => s + Number(r.amount_minor), 0);
    if (currency && typeof sumMinor === 'number' && sumMinor !== received)
      fail('counts equal lists', `collections ${currency}: sum ${sumMinor}, rows ${received}`);
    // A list of several currencies has no sum of its own (the contract's 0): amounts are never added across them.
    if (!currency && currencies.size > 1 && sumMinor !== 0)
      fail('collection totals per currency', `the unfiltered collection list sums ${[...currencies]} into ${sumMinor}`);
  }
}
