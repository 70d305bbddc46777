import fc from 'fast-check';
import { type Action, actionArb } from './office-actions';
import { checkInvariants } from './office-invariants';
import { perform } from './office-perform';
import { type Actor, type Answer, makeOffice, type Office, type World } from './world';
/**
 * A model-based test of a whole office using the API at once. Each fast-check command is a round: a few
 * users' calls sent in parallel, spread over the two server processes. The model says what must exist
 * (carts and their lines, customers, quotations and their versions, selection lists and their share links,
 * exports, inquiries, chat messages, payments); after each round the invariants are read back through the
 * API. Hostile and stale calls are part of the rounds: a version read two rounds ago, a record a colleague
 * deleted, another company's record, a revoked share link: each must be refused with a clear message and
 * leave nothing half-made.
 */

export interface Owned {
  id: number;
  owner: number;
  company: 'A' | 'B' | null;
  deleted: boolean;
}
export interface CartModel extends Owned {
  name: string;
  lines: Set<number>;
  /** lines changed by more than one call of a round: read back from the server after it */
  unsure: boolean;
  isDefault: boolean;
}
interface QuoteModel extends Owned {
  number: string;
  version: number;
  /** the version known after each round (index: round) */
  versions: Map<number, number>;
  token: string | null;
  confirmed: boolean;
  /** the links (sendings) the customer confirmed through: each tells the salesperson once */
  confirmedLinks: Set<string>;
  items: number;
}
interface ListModel extends Owned {
  products: number[];
  token: string | null;
  revoked: boolean;
  applies: number;
  /** tokens once given and since revoked or renewed */
  oldTokens: string[];
}

export interface Model {
  office: Office;
  round: number;
  products: number[];
  carts: CartModel[];
  customers: (Owned & { name: string })[];
  quotations: QuoteModel[];
  lists: ListModel[];
  exports: { uuid: string; owner: number; done: boolean }[];
  inquiries: (Owned & { products: number[]; answers: number })[];
  /** Each conversation's messages as sent: two sent in one round went in parallel, so either order is right. */
  chats: Map<string, { sender: number; sent: { gid: string; round: number }[] }>;
  /** every quotation number ever answered (keyed by its numbering owner and the number), with the quotation it named */
  numbers: Map<string, number>;
  sigs: Map<number, string>;
  payments: number;
  /** every call of the run, for a failure's message */
  calls: string[];
  /** per action: how often it was done, refused or skipped (nothing to act on) */
  tally: Map<string, { ok: number; refused: number; skipped: number }>;
}

export class Violation extends Error {}

export interface Ctx {
  world: World;
  log: (line: string) => void;
}

const CJK = /[\u4e00-\u9fff]/;
/** Who sees a record (the domain's access rule): its owner; a company's records, its members ('assigned':
 * the main account and administrators see all of them, a salesperson only their own). */
export const visibleTo = (actor: Actor, record: Owned, scope: 'assigned' | 'company') => {
  if (record.owner === actor.id) return true;
  if (!actor.company || actor.company !== record.company) return false;
  return scope === 'company' || actor.userType !== 1;
};

export type Outcome = 'ok' | 'refuse' | 'either';

export interface Done {
  action: Action;
  answer: Answer<unknown> | null;
  expected: Outcome;
  note: string;
}

export class Round implements fc.AsyncCommand<Model, Ctx> {
  constructor(readonly actions: Action[]) {}
  check() {
    return true;
  }
  async run(model: Model, ctx: Ctx) {
    model.round++;
    const violations: string[] = [];
    const fail = (rule: string, detail: string) => {
      violations.push(`${rule}: ${detail}`);
    };
    const touched = new Map<string, number>();
    for (const action of this.actions)
      for (const key of keysOf(model, action)) touched.set(key, (touched.get(key) ?? 0) + 1);
    const done = await Promise.all(this.actions.map((action) => perform(model, ctx, action, touched)));
    for (const d of done) {
      if (process.env.MODEL_TRACE === '1')
        ctx.log(
          `r${model.round} ${describe(d.action)} → ${d.answer ? `${d.answer.code} ${d.answer.msg}` : '-'} ${d.note}`,
        );
      model.calls.push(
        `r${model.round} ${describe(d.action)} → ${d.answer ? `${d.answer.code} ${d.answer.msg}` : 'skipped'}${d.note ? ` (${d.note})` : ''}`,
      );
      const tally = model.tally.get(d.action.k) ?? { ok: 0, refused: 0, skipped: 0 };
      model.tally.set(d.action.k, tally);
      if (!d.answer) tally.skipped++;
      else if (d.answer.code === 0) tally.ok++;
      else tally.refused++;
      if (!d.answer) continue;
      if (d.answer.status >= 500 || d.answer.code === 500) {
        const deletedBefore = model.quotations.some((q) => q.deleted);
        fail(
          d.action.k === 'quoteFromCart' && deletedBefore ? 'quotation created after a deletion' : 'no 5xx',
          `${describe(d.action)} answered HTTP ${d.answer.status} code ${d.answer.code} ${d.answer.msg}`,
        );
        continue;
      }
      if (d.answer.code !== 0 && !(typeof d.answer.msg === 'string' && CJK.test(d.answer.msg)))
        fail(
          'clear refusal',
          `${describe(d.action)} refused without a Chinese message: ${JSON.stringify(d.answer.msg)}`,
        );
      if (d.expected === 'refuse' && d.answer.code === 0)
        fail('refused', `${describe(d.action)} succeeded but must be refused (${d.note})`);
      if (d.expected === 'ok' && d.answer.code !== 0)
        fail('accepted', `${describe(d.action)} refused: ${d.answer.code} ${d.answer.msg} (${d.note})`);
    }
    await checkInvariants(model, ctx, done, fail);
    for (const q of model.quotations) q.versions.set(model.round, q.version);
    if (violations.length)
      throw new Violation(
        `round ${model.round}:\n  ${violations.join('\n  ')}\nlast calls:\n  ${model.calls.slice(-25).join('\n  ')}`,
      );
  }
  toString() {
    return `round[${this.actions.map(describe).join(', ')}]`;
  }
}

function describe(action: Action): string {
  const { k, ...rest } = action;
  return `${k}(${Object.entries(rest)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? `[${value}]` : value}`)
    .join(' ')})`;
}

/** Who performs an action: its actor, or for a customer's or the factory's call the sixth actor. */
export function actorOf(model: Model, action: Action): Actor {
  return ('a' in action ? model.office.actors[action.a] : model.office.actors[5]) as Actor;
}

/**
 * The record a pick names: on an even pick one the actor may change (their own, not deleted), on an odd pick
 * any record of the run, deleted or another company's (the hostile and stale calls).
 */
export function pick<T>(list: T[], t: number, actor: Actor): T | undefined {
  const own = list.filter((r) => (r as Owned).owner === actor.id && !(r as Owned).deleted);
  const from = t % 2 === 0 && own.length ? own : list;
  return from.length ? from[Math.floor(t / 2) % from.length] : undefined;
}

/**
 * What an action touches (keys of records, picked as the action will pick them): two calls of a round on one
 * record may be answered either way.
 */
function keysOf(model: Model, action: Action): string[] {
  const actor = actorOf(model, action);
  const at = <T>(list: T[], t: number) => pick(list, t, actor);
  switch (action.k) {
    case 'cartRename':
    case 'cartAdd':
    case 'cartRemove':
    case 'cartDefault':
    case 'cartDelete':
    case 'cartHandOver':
    case 'export':
    case 'quoteFromCart': {
      const cart = at(model.carts, action.t);
      return cart ? [`cart:${cart.id}`, `owner:${cart.owner}`] : [];
    }
    case 'cartCreate':
      return [`owner:${model.office.actors[action.a]?.id}`];
    case 'cartMove': {
      const from = at(model.carts, action.t);
      const to = at(model.carts, action.u);
      return [from && `cart:${from.id}`, to && `cart:${to.id}`].filter(Boolean) as string[];
    }
    case 'customerEdit':
    case 'customerDelete': {
      const c = at(model.customers, action.t);
      return c ? [`customer:${c.id}`] : [];
    }
    case 'quoteSave':
    case 'quoteDelete':
    case 'quoteSend': {
      const q = at(model.quotations, action.t);
      return q ? [`quote:${q.id}`] : [];
    }
    case 'quoteConfirm': {
      // the customer confirms one of the quotations sent with a link (as performed)
      const q = at(
        model.quotations.filter((x) => x.token),
        action.t,
      );
      return q ? [`quote:${q.id}`] : [];
    }
    case 'listShare':
    case 'listApply':
    case 'listDelete': {
      const l = at(model.lists, action.t);
      return l ? [`list:${l.id}`] : [];
    }
    default:
      return [];
  }
}

export function roundsArb(maxRounds: number) {
  const round = fc.array(actionArb, { minLength: 2, maxLength: 6 }).map((actions) => new Round(actions));
  return fc.commands([round], { maxCommands: maxRounds, size: 'max' });
}

export async function newModel(ctx: Ctx): Promise<Model> {
  const office = await makeOffice(ctx.world);
  return {
    office,
    round: 0,
    products: [...ctx.world.factoryProducts, ...ctx.world.otherProducts],
    carts: [],
    customers: [],
    quotations: [],
    lists: [],
    exports: [],
    inquiries: [],
    chats: new Map(),
    numbers: new Map(),
    sigs: new Map(),
    payments: 0,
    calls: [],
    tally: new Map(),
  };
}

export interface RunReport {
  runs: number;
  rounds: number;
  tally: Model['tally'];
}

/**
 * Runs the model: `numRuns` sequences of up to `maxRounds` rounds from `seed`, each on a fresh office. A
 * violated invariant fails with fast-check's report: the seed, the path and the shrunk sequence of rounds.
 */
export async function runModel(
  ctx: Ctx,
  options: {
    seed: number;
    numRuns: number;
    maxRounds: number;
    interruptAfterTimeLimit?: number;
    path?: string;
    /** false: a failure is reported as it happened, not shrunk first (default true) */
    shrink?: boolean;
  },
): Promise<RunReport> {
  const report: RunReport = { runs: 0, rounds: 0, tally: new Map() };
  await fc.assert(
    fc.asyncProperty(roundsArb(options.maxRounds), async (rounds) => {
      const model = await newModel(ctx);
      report.runs++;
      try {
        await fc.asyncModelRun(() => Promise.resolve({ model, real: ctx }), rounds);
      } finally {
        report.rounds += model.round;
        for (const [kind, t] of model.tally) {
          const sum = report.tally.get(kind) ?? { ok: 0, refused: 0, skipped: 0 };
          report.tally.set(kind, {
            ok: sum.ok + t.ok,
            refused: sum.refused + t.refused,
            skipped: sum.skipped + t.skipped,
          });
        }
      }
    }),
    {
      seed: options.seed,
      // with the path of a failure's report: replays exactly its shrunk sequence
      ...(options.path ? { path: options.path, endOnFailure: true } : {}),
      ...(options.shrink === false ? { endOnFailure: true } : {}),
      numRuns: options.numRuns,
      interruptAfterTimeLimit: options.interruptAfterTimeLimit,
      markInterruptAsFailure: false,
      includeErrorInReport: true,
    },
  );
  return report;
}
