import type { AnswerSource, AssistantAnswer, FactoryItem, ToyItem } from '@wanju/api-client';
import {
  ASSISTANT_LIMITS,
  ASSISTANT_MSG,
  certificateLabel,
  citedSources,
  describeFilters,
  type HelpPassage,
  type QuestionFilters,
  questionSearchLink,
  rankHelp,
} from '@wanju/domain';
import { listProducts } from '../catalogue/index';
import { factoriesByIds, listFactories, regionList } from '../factories/index';
import type { AppContext } from '../platform/http/context';
import { registerWorker } from '../platform/jobs/index';
import { helpContents } from '../system/index';
import { askProvider } from './provider';
import { parse } from './segment';

/** The Q&A's job: a question answered from the help centre or the catalogue, worded by the model when one is configured. */
export const ASK_JOB = 'assistant_ask';

export interface AskPayload {
  question: string;
}

export type AnswerResult = NonNullable<AssistantAnswer['result']>;

const CARDS = ASSISTANT_LIMITS.cards;

async function helpPassages(ctx: AppContext): Promise<HelpPassage[]> {
  const { list } = await helpContents(ctx);
  return list.flatMap((a) => a.paragraphs.map((text) => ({ slug: a.id, title: a.title, text })));
}

/** Products with the question's filters (every certificate asked for; the search filters by the first). */
async function findProducts(ctx: AppContext, f: QuestionFilters, size: number) {
  const page = await listProducts(ctx, {
    page: 1,
    page_size: f.certifications.length > 1 ? 100 : size,
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.cate_ids.length ? { cate_id: f.cate_ids } : {}),
    ...(f.min_price !== null ? { min_price: f.min_price } : {}),
    ...(f.max_price !== null ? { max_price: f.max_price } : {}),
    ...(f.certifications[0] ? { certification: f.certifications[0] } : {}),
    ...(f.region_id !== null ? { region_id: f.region_id } : {}),
  });
  if (f.certifications.length <= 1) return { list: page.list.slice(0, size), total: page.total };
  const all = page.list.filter((p) => f.certifications.every((c) => p.certifications.includes(c)));
  return { list: all.slice(0, size), total: all.length };
}

/** Factories for a factory question: those making the products asked for, or found by name and region. */
async function findFactories(ctx: AppContext, f: QuestionFilters): Promise<{ list: FactoryItem[]; total: number }> {
  const byProducts = f.cate_ids.length || f.certifications.length || f.min_price !== null || f.max_price !== null;
  if (!byProducts) {
    const found = await listFactories(ctx, {
      page: 1,
      page_size: CARDS,
      ...(f.keyword ? { keyword: f.keyword } : {}),
      ...(f.region_id !== null ? { region_id: f.region_id } : {}),
    });
    if (found.total || !f.keyword) return found;
  }
  const products = await findProducts(ctx, f, 100);
  const counts = new Map<number, number>();
  for (const p of products.list) counts.set(p.factory_id, (counts.get(p.factory_id) ?? 0) + 1);
  const ids = [...counts].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const byId = await factoriesByIds(ctx, ids.slice(0, CARDS));
  return { list: ids.slice(0, CARDS).flatMap((id) => byId.get(id) ?? []), total: ids.length };
}

const productText = (p: ToyItem) =>
  `产品「${p.name}」货号${p.article_number}，出厂价¥${p.exworks_price}，分类${p.category_name ?? ''}，工厂${p.factory_name ?? ''}${
    p.certifications.length ? `，证书${p.certifications.map(certificateLabel).join('/')}` : ''
  }`;
const factoryText = (f: FactoryItem) =>
  `工厂「${f.name}」，产地${f.region_name}，地址${f.address}，在售产品${f.toy_count}款`;

/**
 * Answers one question: the parser's filters decide between the help centre and the catalogue; the sources
 * found are numbered; a configured model words the answer over them (citing [n]), else the platform's own
 * summary is the answer and the page says no model is configured.
 */
export async function answerQuestion(ctx: AppContext, question: string, signal?: AbortSignal): Promise<AnswerResult> {
  const regions = (await regionList(ctx)).map((r) => ({ id: r.id, name: r.name }));
  const filters = parse(question, regions);
  const understood = describeFilters(filters, regions);
  let help: HelpPassage[] = [];
  let products: ToyItem[] = [];
  let factories: FactoryItem[] = [];
  let total = 0;
  let widened = false;
  if (filters.intent === 'help') {
    help = rankHelp(question, await helpPassages(ctx)).map(({ slug, title, text }) => ({ slug, title, text }));
  } else if (filters.intent === 'factory') {
    ({ list: factories, total } = await findFactories(ctx, filters));
  } else {
    ({ list: products, total } = await findProducts(ctx, filters, CARDS));
    // Words the catalogue does not know should not hide what the other filters find.
    if (!total && filters.keyword && understood !== `关键词：${filters.keyword}`) {
      ({ list: products, total } = await findProducts(ctx, { ...filters, keyword: '' }, CARDS));
      widened = total > 0;
    }
  }
  const sources: AnswerSource[] = [];
  const texts: { n: number; text: string }[] = [];
  const add = (source: Omit<AnswerSource, 'n'>, text: string) => {
    const n = sources.length + 1;
    sources.push({ n, ...source });
    texts.push({ n, text });
  };
  for (const h of help)
    add({ kind: 'help', ref: h.slug, title: h.title, link: `/help#${h.slug}` }, `${h.title}：${h.text}`);
  for (const p of products)
    add({ kind: 'product', ref: String(p.id), title: p.name, link: `?toy=${p.id}` }, productText(p));
  for (const f of factories)
    add({ kind: 'factory', ref: String(f.id), title: f.name, link: `/factory_detail/${f.id}` }, factoryText(f));

  const lines: string[] = [];
  if (filters.intent === 'help') {
    if (help[0]) lines.push(ASSISTANT_MSG.helpFound, `${help[0].text} [1]`);
    else lines.push(ASSISTANT_MSG.noMatch);
  } else {
    if (understood) lines.push(`已理解：${understood}`);
    if (widened) lines.push(`没有找到含“${filters.keyword}”的产品，已按其他条件查找`);
    if (!total) lines.push(ASSISTANT_MSG.noMatch);
    else if (filters.intent === 'factory') lines.push(ASSISTANT_MSG.factoriesFound(total));
    else lines.push(ASSISTANT_MSG.productsFound(total));
    if (filters.moq_max !== null) lines.push(ASSISTANT_MSG.moqNotFiltered);
  }
  let text = lines.join('\n');
  let providerUsed = false;
  let providerNote = '';
  const provider = ctx.config.aiProvider;
  if (!provider) providerNote = ASSISTANT_MSG.noProvider;
  else {
    const worded = await askProvider(provider, question, texts, signal);
    if (worded) {
      text = worded;
      providerUsed = true;
    } else providerNote = ASSISTANT_MSG.providerFailed;
  }
  return {
    filters,
    understood,
    text,
    provider_used: providerUsed,
    provider_note: providerNote,
    help,
    products,
    factories,
    total,
    sources,
    cited: citedSources(text, sources.length),
    search_link: filters.intent === 'help' ? '' : questionSearchLink(widened ? { ...filters, keyword: '' } : filters),
  };
}

registerWorker<AskPayload>(ASK_JOB, (job, { ctx, signal }) => answerQuestion(ctx, job.payload.question, signal), {
  failedMessage: ASSISTANT_MSG.askFailed,
  timeoutMs: 2 * 60_000,
});
