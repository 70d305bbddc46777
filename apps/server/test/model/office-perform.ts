import { randomUUID } from 'node:crypto';
import { QUOTATION_MSG } from '@wanju/domain';
import type { ServerProcess } from '../processes/cluster';
import type { Action } from './office-actions';
import {
  actorOf,
  type CartModel,
  type Ctx,
  type Done,
  type Model,
  type Outcome,
  type Owned,
  pick,
  visibleTo,
} from './office-model';
import { type Actor, send } from './world';

/** One action of a round sent to the API, and what the model expects of its answer. */

export async function perform(model: Model, ctx: Ctx, action: Action, touched: Map<string, number>): Promise<Done> {
  const server: ServerProcess = ctx.world.servers[action.s % ctx.world.servers.length] as ServerProcess;
  const actor = actorOf(model, action);
  /** A call as the actor; `null`: signed out (a customer's public page). */
  const call = <T>(path: string, body: unknown, token: string | null = actor.token) =>
    send<T>(server, path, body, token ?? undefined);
  const shared = (...keys: string[]) => keys.some((key) => (touched.get(key) ?? 0) > 1);
  const at = <T>(list: T[], t: number) => pick(list, t, actor);
  const productsOf = (p: number[]) => [...new Set(p.map((i) => model.products[i % model.products.length] as number))];
  /** what a free buyer (no company) may be refused with a message */
  const companyOnly: Outcome = actor.company ? 'ok' : 'either';
  const skip = (note = ''): Done => ({ action, answer: null, expected: 'either', note });
  /** The outcome a call on a record must have: refused when gone or not visible, else done (unless shared). */
  const on = (record: Owned, scope: 'assigned' | 'company', key: string): [Outcome, string] => {
    if (record.deleted) return ['refuse', `${key} deleted before`];
    if (!visibleTo(actor, record, scope)) return ['refuse', `${key} not visible to ${actor.role}`];
    if (shared(key, `owner:${record.owner}`)) return ['either', `${key} shared in the round`];
    return ['ok', ''];
  };
  /** A cart is changed only by its owner: colleagues may view it or hand it over. */
  const manage = (cart: CartModel): [Outcome, string] => {
    const [expected, note] = on(cart, 'assigned', `cart:${cart.id}`);
    if (expected !== 'refuse' && cart.owner !== actor.id) return ['refuse', `cart ${cart.id} of a colleague`];
    return [expected, note];
  };

  switch (action.k) {
    case 'cartCreate': {
      const name = `车${model.carts.length + 1}`; // a cart's name is at most 10 characters
      const ids = productsOf(action.p);
      const answer = await call<{ id: number }>('/api/website/add_customer_pick', { name, ids });
      if (answer.code === 0)
        model.carts.push({
          id: answer.data.id,
          owner: actor.id,
          company: actor.company === 'F' ? null : actor.company,
          deleted: false,
          name,
          lines: new Set(ids),
          unsure: shared(`owner:${actor.id}`),
          isDefault: false,
        });
      return { action, answer, expected: 'ok', note: '' };
    }
    case 'cartRename': {
      const cart = at(model.carts, action.t);
      if (!cart) return skip();
      const [expected, note] = manage(cart);
      const name = `车${model.carts.indexOf(cart) + 1}改${model.round}`;
      const answer = await call('/api/website/edit_customer_pick', { id: cart.id, name });
      if (answer.code === 0) cart.name = name;
      return { action, answer, expected, note };
    }
    case 'cartAdd':
    case 'cartRemove': {
      const cart = at(model.carts, action.t);
      if (!cart) return skip();
      let [expected, note] = manage(cart);
      const ids = productsOf(action.p);
      // removing a product the cart does not hold is refused as a whole
      if (action.k === 'cartRemove' && expected === 'ok' && !cart.unsure && ids.some((id) => !cart.lines.has(id))) {
        expected = 'refuse';
        note = 'a product not in the cart';
      }
      // adding only products the cart already holds is refused (nothing to add)
      if (action.k === 'cartAdd' && expected === 'ok' && !cart.unsure && ids.every((id) => cart.lines.has(id))) {
        expected = 'refuse';
        note = 'every product already in the cart';
      }
      const answer =
        action.k === 'cartAdd'
          ? await call('/api/website/add_sample_car', { ids, customer_pick_id: cart.id, data_module: 'model' })
          : await call('/api/website/del_sample_car', { customer_pick_id: cart.id, ids });
      if (answer.code === 0) for (const id of ids) action.k === 'cartAdd' ? cart.lines.add(id) : cart.lines.delete(id);
      if (shared(`cart:${cart.id}`)) cart.unsure = true;
      return { action, answer, expected, note };
    }
    case 'cartDefault': {
      const cart = at(model.carts, action.t);
      if (!cart) return skip();
      const [expected, note] = manage(cart);
      const answer = await call('/api/website/edit_customer_pick', { id: cart.id, name: cart.name, is_default: 1 });
      return { action, answer, expected, note };
    }
    case 'cartMove': {
      const from = at(model.carts, action.t);
      const to = at(model.carts, action.u);
      if (!from || !to || from === to) return skip();
      const [e1, n1] = manage(from);
      const [e2, n2] = manage(to);
      const expected: Outcome = e1 === 'refuse' || e2 === 'refuse' ? 'refuse' : 'either';
      const answer = await call('/api/website/transfer_customer_pick', { id: from.id, to_id: to.id });
      if (answer.code === 0) {
        for (const id of from.lines) to.lines.add(id);
        from.lines.clear();
      }
      from.unsure = to.unsure = true;
      return { action, answer, expected, note: [n1, n2].filter(Boolean).join('; ') };
    }
    case 'cartHandOver': {
      // the default cart stays with its owner: an even pick hands over one of the actor's other carts
      const others = model.carts.filter((c) => c.owner === actor.id && !c.deleted && !c.isDefault);
      const cart =
        action.t % 2 === 0 && others.length ? others[(action.t / 2) % others.length] : at(model.carts, action.t);
      const colleagues = model.office.actors.filter((a) => a.company === 'A' && a.id !== cart?.owner);
      const to = at(colleagues, action.u);
      if (!cart || !to) return skip();
      const [expected, note] = on(cart, 'assigned', `cart:${cart.id}`);
      const answer = await call<{ user_id: number }>('/api/website/hand_over_customer_pick', {
        id: cart.id,
        user_id: to.id,
      });
      if (answer.code === 0) {
        if (answer.data?.user_id !== to.id)
          return { action, answer, expected: 'refuse', note: 'answered another owner' };
        cart.owner = to.id;
        cart.isDefault = false;
      }
      // the default cart stays with its owner; the others move
      return {
        action,
        answer,
        expected: expected === 'refuse' ? 'refuse' : 'either',
        note: `${note} handover:${cart.id}:${to.id}`,
      };
    }
    case 'cartDelete': {
      const cart = at(model.carts, action.t);
      if (!cart) return skip();
      const [expected, note] = manage(cart);
      const answer = await call('/api/website/delete_customer_pick', { id: cart.id });
      if (answer.code === 0) cart.deleted = true;
      return { action, answer, expected: expected === 'ok' ? 'either' : expected, note };
    }
    case 'customerAdd': {
      const name = `客户${model.office.tag}-${model.customers.length + 1}-${randomUUID().slice(0, 4)}`;
      const answer = await call<{ id: number }>('/api/customer/add', { name, email: 'buyer@example.com' });
      if (answer.code === 0)
        model.customers.push({
          id: answer.data.id,
          owner: actor.id,
          company: actor.company === 'F' ? null : actor.company,
          deleted: false,
          name,
        });
      return { action, answer, expected: companyOnly, note: '' };
    }
    case 'customerEdit':
    case 'customerDelete': {
      const customer = at(model.customers, action.t);
      if (!customer) return skip();
      const [expected, note] = on(customer, 'assigned', `customer:${customer.id}`);
      if (action.k === 'customerEdit') {
        const name = `${customer.name}改`;
        const answer = await call('/api/customer/edit', { id: customer.id, name });
        if (answer.code === 0) customer.name = name;
        return { action, answer, expected, note };
      }
      const answer = await call('/api/customer/delete', { id: customer.id });
      if (answer.code === 0) customer.deleted = true;
      return { action, answer, expected, note };
    }
    case 'quoteFromCart': {
      const cart = at(model.carts, action.t);
      if (!cart) return skip();
      let [expected, note] = on(cart, 'assigned', `cart:${cart.id}`);
      if (expected === 'ok' && (cart.unsure || cart.lines.size === 0 || !actor.company)) expected = 'either';
      const answer = await call<{ id: number; number: string; version: number; added: number }>(
        '/api/system/add_quotation',
        { source: 'cart', source_id: cart.id },
      );
      if (answer.code === 0) {
        model.quotations.push({
          id: answer.data.id,
          owner: actor.id,
          company: actor.company === 'F' ? null : actor.company,
          deleted: false,
          number: answer.data.number,
          version: answer.data.version,
          versions: new Map(),
          token: null,
          confirmed: false,
          confirmedLinks: new Set(),
          items: answer.data.added,
        });
        note = `${note} number ${answer.data.number}`;
      }
      return { action, answer, expected, note };
    }
    case 'quoteSave': {
      const q = at(model.quotations, action.t);
      if (!q) return skip();
      let [expected, note] = on(q, 'assigned', `quote:${q.id}`);
      let version = q.version;
      if (action.stale) {
        const old = q.versions.get(model.round - 3);
        if (old !== undefined) version = old;
        if (expected === 'ok' && version !== q.version) {
          expected = 'refuse';
          note = `version ${version} read two rounds ago, now ${q.version}`;
        }
      }
      const answer = await call<{ version: number }>('/api/quotation/save', {
        id: q.id,
        version,
        header: { remark: `备注${model.round}` },
      });
      if (answer.code === 0) q.version = answer.data.version;
      if (
        expected === 'refuse' &&
        answer.code !== 0 &&
        version !== q.version &&
        !q.deleted &&
        answer.msg !== QUOTATION_MSG.stale
      )
        note = `${note}; expected "${QUOTATION_MSG.stale}"`;
      return { action, answer, expected, note };
    }
    case 'quoteDelete': {
      const q = at(model.quotations, action.t);
      if (!q) return skip();
      const [expected, note] = on(q, 'assigned', `quote:${q.id}`);
      const answer = await call('/api/quotation/delete', { id: q.id });
      if (answer.code === 0) q.deleted = true;
      return { action, answer, expected: expected === 'ok' && q.confirmed ? 'either' : expected, note };
    }
    case 'quoteSend': {
      const q = at(model.quotations, action.t);
      if (!q) return skip();
      const [expected, note] = on(q, 'assigned', `quote:${q.id}`);
      const answer = await call<{ link: { url: string | null } }>('/api/quotation/send_email', {
        id: q.id,
        to: 'buyer@example.com',
        name: 'Tom',
      });
      if (answer.code === 0 && answer.data.link?.url)
        q.token = new URL(answer.data.link.url, server.baseUrl).searchParams.get('token');
      return { action, answer, expected: expected === 'ok' && q.items === 0 ? 'either' : expected, note };
    }
    case 'quoteConfirm': {
      const q = at(
        model.quotations.filter((x) => x.token),
        action.t,
      );
      if (!q?.token) return skip();
      const token = q.token;
      const expected: Outcome = q.deleted ? 'refuse' : shared(`quote:${q.id}`) ? 'either' : 'ok';
      const items = await call<{ list: { id: number }[] }>('/api/quotation/get_confirm_toy_list', { token }, null);
      if (items.code !== 0) return { action, answer: items, expected, note: 'confirmation page' };
      const ids = items.data.list.map((i) => i.id);
      if (ids.length) {
        const batch = await call('/api/quotation/batch_confirm', { token, item_ids: ids, decision: 'accepted' }, null);
        if (batch.code !== 0) return { action, answer: batch, expected, note: 'batch confirm' };
      }
      const answer = await call<{ repeat: boolean }>('/api/quotation/submit_confirm', { token, name: 'Tom' }, null);
      if (answer.code === 0) {
        q.confirmed = true;
        q.confirmedLinks.add(token);
      }
      return { action, answer, expected, note: q.confirmed ? 'confirmed' : '' };
    }
    case 'listCreate': {
      const ids = productsOf(action.p);
      const name = `选品单${model.office.tag}-${model.lists.length + 1}`;
      const answer = await call<{ id: number }>('/api/website/add_products', { name, ids });
      if (answer.code === 0)
        model.lists.push({
          id: answer.data.id,
          owner: actor.id,
          company: actor.company === 'F' ? null : actor.company,
          deleted: false,
          products: ids,
          token: null,
          revoked: false,
          applies: 0,
          oldTokens: [],
        });
      return { action, answer, expected: companyOnly, note: '' };
    }
    case 'listShare': {
      const list = at(model.lists, action.t);
      if (!list) return skip();
      const [expected, note] = on(list, 'company', `list:${list.id}`);
      const answer = await call<{ token: string | null; state: string }>('/api/website/share', {
        id: list.id,
        ...(action.revoke ? { revoke: true } : { days: 7 }),
      });
      if (answer.code === 0) {
        if (list.token && (action.revoke || answer.data.token !== list.token)) list.oldTokens.push(list.token);
        list.token = action.revoke ? null : answer.data.token;
        list.revoked = action.revoke;
      }
      return { action, answer, expected, note };
    }
    case 'listApply': {
      const list = at(
        model.lists.filter((l) => l.token || l.oldTokens.length),
        action.t,
      );
      if (!list) return skip();
      // a link revoked (or renewed) before the round must be refused
      const stale = !list.token || (action.t % 3 === 0 && list.oldTokens.length > 0);
      const token = stale ? (list.oldTokens.at(-1) as string) : list.token;
      const expected: Outcome = list.deleted || stale ? 'refuse' : shared(`list:${list.id}`) ? 'either' : 'ok';
      const answer = await call('/api/website/apply', { token, ids: list.products.slice(0, 2), name: 'Tom' }, null);
      if (answer.code === 0) list.applies++;
      return { action, answer, expected, note: stale ? 'revoked link' : '' };
    }
    case 'listDelete': {
      const list = at(model.lists, action.t);
      if (!list) return skip();
      const [expected, note] = on(list, 'company', `list:${list.id}`);
      const answer = await call('/api/website/del_chooses', { id: list.id });
      if (answer.code === 0) list.deleted = true;
      return { action, answer, expected: expected === 'ok' ? 'either' : expected, note };
    }
    case 'export': {
      const cart = at(model.carts, action.t);
      if (!cart) return skip();
      let [expected, note] = on(cart, 'assigned', `cart:${cart.id}`);
      if (expected === 'ok' && (cart.unsure || cart.lines.size === 0)) expected = 'either';
      const answer = await call<{ uuid: string; count: number }>('/api/system/export_excel', {
        source: 'sample_cart',
        source_id: cart.id,
      });
      if (answer.code === 0) {
        model.exports.push({ uuid: answer.data.uuid, owner: actor.id, done: false });
        if (!cart.unsure && answer.data.count !== cart.lines.size)
          return {
            action,
            answer,
            expected: 'refuse',
            note: `exported ${answer.data.count} of ${cart.lines.size} lines`,
          };
      }
      return { action, answer, expected, note };
    }
    case 'inquire': {
      const ids = [
        ...new Set(action.p.map((i) => ctx.world.factoryProducts[i % ctx.world.factoryProducts.length] as number)),
      ];
      const answer = await call<{ list: { id: number }[] }>('/api/toy/batch_inquiry', { ids, quantity: 10 });
      if (answer.code === 0)
        for (const r of answer.data.list)
          model.inquiries.push({
            id: r.id,
            owner: actor.id,
            company: actor.company === 'F' ? null : actor.company,
            deleted: false,
            products: ids,
            answers: 0,
          });
      return { action, answer, expected: actor.company ? 'ok' : 'either', note: '' };
    }
    case 'answer': {
      const inquiry = at(model.inquiries, action.t);
      if (!inquiry) return skip();
      // the factory's notification hour has come for this inquiry
      await ctx.world.db.query(`UPDATE factory_requests SET notify_at = now() - interval '1 second' WHERE id = $1`, [
        inquiry.id,
      ]);
      const factory = model.office.actors[5] as Actor;
      const answer = await call(
        '/api/factory_console/answer_inquiry',
        { id: inquiry.id, answer: '可以做', prices: inquiry.products.map((toy_id) => ({ toy_id, price: 12.5 })) },
        factory.token,
      );
      if (answer.code === 0) inquiry.answers++;
      return { action, answer, expected: 'ok', note: '' };
    }
    case 'chat': {
      const colleagues = model.office.actors.filter((a) => a.company === 'A' && a.id !== actor.id);
      const to = at(colleagues, action.u) as Actor;
      const open = await call<{ conversation: { chat_id: string } }>('/api/chat/open_conversation', {
        kind: 'colleague',
        user_chat_id: to.chatId,
      });
      if (open.code !== 0) return { action, answer: open, expected: 'ok', note: 'open conversation' };
      let sig = model.sigs.get(actor.id);
      if (!sig) {
        const s = await call<{ user_sig: string }>('/api/chat/again_user_sig', {});
        if (s.code !== 0) return { action, answer: s, expected: 'ok', note: 'signature' };
        sig = s.data.user_sig;
        model.sigs.set(actor.id, sig);
      }
      const gid = `m${randomUUID().replaceAll('-', '')}`;
      const chatId = open.data.conversation.chat_id;
      const answer = await call('/api/chat/send_message', {
        chat_id: chatId,
        gid,
        user_sig: sig,
        msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: `第${model.round}轮` } }],
      });
      if (answer.code === 0) {
        const conversation = model.chats.get(chatId) ?? { sender: actor.id, sent: [] };
        conversation.sent.push({ gid, round: model.round });
        model.chats.set(chatId, conversation);
      }
      return { action, answer, expected: 'ok', note: '' };
    }
    case 'payment': {
      const answer = await call(
        '/api/payments/sandbox/payment',
        {
          account_id: ctx.world.factoryAccountId,
          currency: action.eur ? 'EUR' : 'USD',
          amount_minor: action.amount,
          payer_name: 'ACME Toys Inc.',
        },
        model.office.agentToken,
      );
      if (answer.code === 0) model.payments++;
      return { action, answer, expected: 'ok', note: '' };
    }
    case 'peek': {
      const kinds = [
        [model.quotations, '/api/quotation/get_detail', 'assigned', 'quote', (id: number) => ({ id })],
        [model.carts, '/api/website/get_sample_car', 'assigned', 'cart', (id: number) => ({ customer_pick_id: id })],
        [model.lists, '/api/website/chooses_detail', 'company', 'list', (id: number) => ({ id })],
        [model.customers, '/api/customer/edit', 'assigned', 'customer', (id: number) => ({ id, name: '被改名' })],
      ] as const;
      const [list, path, scope, kind, body] = kinds[action.what % kinds.length] as (typeof kinds)[number];
      const record = at(list as Owned[], action.t);
      if (!record) return skip();
      const [expected, note] = on(record, scope, `${kind}:${record.id}`);
      // only another company's (or another salesperson's) record: an own edit is an ordinary edit
      if (expected !== 'refuse') return skip('visible');
      const answer = await call(path, body(record.id));
      return { action, answer, expected, note };
    }
  }
}
