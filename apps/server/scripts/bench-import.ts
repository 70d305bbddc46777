// pnpm bench:import — a factory's catalogue imported over HTTP against an in-process server on PGlite
// (BENCH_DATABASE_URL: a PostgreSQL database URL instead): 5 000 rows with a picture each embedded in the
// xlsx, from upload to report (≤ 60 s), with the process's peak RSS while it runs (bounded memory: the
// sheet is streamed, pictures are read one row chunk at a time); then the time from a product saved in the
// console to found by buyers by keyword and by picture (≤ 2 s each).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportJobInfo, ImportUpload, ListingDetail, ToyItem, ToyPage } from '@wanju/api-client';
import { loadConfig } from '../src/config';
import { seedAccounts } from '../src/demo/accounts';
import { seedCatalogue } from '../src/demo/catalogue';
import { seedReference } from '../src/demo/index';
import { createServer } from '../src/server';
import { catalogueWorkbook, pictureRows } from '../test/import-fixtures';
import { drawnPicture, productInput } from '../test/listing-fixtures';

const ROWS = Number(process.env.BENCH_ROWS ?? 5_000);
const BUDGET = { importMs: 60_000, searchableMs: 2_000 };

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-bench-import-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0', PRERENDER_PICTURES: '0' }),
    databaseUrl: process.env.BENCH_DATABASE_URL ?? '',
  };
  const server = await createServer(config, { logger: false });
  const t0 = performance.now();
  await seedReference(server.ctx);
  const companies = await seedAccounts(server.ctx.database.db);
  await seedCatalogue(server.ctx, { products: 2_000, factoryCompanyId: companies.factoryCompanyId });
  const xlsx = await catalogueWorkbook(await pictureRows(ROWS, 'BENCH'));
  console.log(
    `setup: ${((performance.now() - t0) / 1000).toFixed(1)} s (2 000 demo products; a ${ROWS}-row xlsx of ${(xlsx.length / 1e6).toFixed(1)} MB with ${ROWS} pictures)`,
  );

  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const post = async <T>(urlPath: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(base + urlPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { code: number; msg: string; data: T };
    if (json.code !== 0) throw new Error(`${urlPath}: ${json.msg}`);
    return json.data;
  };
  const multipart = async <T>(urlPath: string, form: FormData, token: string): Promise<T> => {
    const json = (await (await fetch(base + urlPath, { method: 'POST', headers: { token }, body: form })).json()) as {
      code: number;
      msg: string;
      data: T;
    };
    if (json.code !== 0) throw new Error(`${urlPath}: ${json.msg}`);
    return json.data;
  };
  const login = async (phone: string) =>
    (await post<{ token: string }>('/api/login', { phone, password: 'demo123456' })).token;
  const factory = await login('13800000005');
  const buyer = await login('13800000001');

  // 1. The import, from upload to the report.
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const form = new FormData();
  form.append('target', 'factory_product');
  form.append('file', new Blob([new Uint8Array(xlsx)]), 'bench.xlsx');
  const uploaded = await multipart<ImportUpload>('/api/import/upload', form, factory);
  const job = await post<ImportJobInfo>(
    '/api/import/start',
    { upload_id: uploaded.upload_id, target: 'factory_product', mapping: uploaded.suggested, publish: true },
    factory,
  );
  let info = job;
  while (info.status !== 'done' && info.status !== 'failed') {
    await new Promise((r) => setTimeout(r, 200));
    info = await post<ImportJobInfo>('/api/import/get_job', { id: job.id }, factory);
  }
  const importMs = performance.now() - started;
  clearInterval(sampler);
  const ok: boolean[] = [];
  const importOk = info.status === 'done' && info.created === ROWS && importMs <= BUDGET.importMs;
  ok.push(importOk);
  console.log(
    `${ROWS} rows with pictures → imported: ${(importMs / 1000).toFixed(1)} s (${info.status}, created ${info.created}, refused ${info.refused}; budget ${BUDGET.importMs / 1000} s, ${importOk ? 'met' : 'MISSED'})`,
  );
  const result = (await server.ctx.database.db
    .selectFrom('jobs' as never)
    .select('result' as never)
    .where(
      'id' as never,
      '=',
      (
        await server.ctx.database.db
          .selectFrom('imports')
          .select('job_id')
          .where('id', '=', job.id)
          .executeTakeFirstOrThrow()
      ).job_id as never,
    )
    .executeTakeFirst()) as { result?: { timing?: object } } | undefined;
  console.log(`  time spent (ms): ${JSON.stringify(result?.result?.timing ?? {})}`);
  console.log(
    `RSS ${(before / 1e6).toFixed(0)} → peak ${(peak / 1e6).toFixed(0)} MB (+${((peak - before) / 1e6).toFixed(0)} MB while importing)`,
  );

  // 2. From save to searchable: a product saved in the console, found by keyword and by picture.
  const picture = await drawnPicture(424_242, 400);
  const pictureForm = new FormData();
  pictureForm.append('file', new Blob([new Uint8Array(picture)]), 'p.jpg');
  const stored = await multipart<{ picture: string }>('/api/factory_product/upload_picture', pictureForm, factory);
  const saveStarted = performance.now();
  const saved = await post<ListingDetail>(
    '/api/factory_product/save',
    {
      ...productInput({ name: '基准测试彩虹飞碟', article_number: 'BENCH-SAVE-1', pictures: [stored.picture] }),
      status: 'published',
    },
    factory,
  );
  const until = async (found: () => Promise<boolean>) => {
    while (!(await found())) {
      if (performance.now() - saveStarted > 10_000) return Number.POSITIVE_INFINITY;
      await new Promise((r) => setTimeout(r, 25));
    }
    return performance.now() - saveStarted;
  };
  const keywordMs = await until(async () =>
    (await post<ToyPage>('/api/toy/get_list', { keyword: '彩虹飞碟' }, buyer)).list.some((p) => p.id === saved.id),
  );
  const byPicture = async () => {
    const query = new FormData();
    query.append('file', new Blob([new Uint8Array(picture)]), 'q.jpg');
    const found = await multipart<{ list: ToyItem[] }>('/api/toy/search_image', query, buyer);
    return found.list[0]?.id === saved.id;
  };
  const pictureMs = await until(byPicture);
  for (const [label, ms] of [
    ['keyword', keywordMs],
    ['picture', pictureMs],
  ] as const) {
    const met = ms <= BUDGET.searchableMs;
    ok.push(met);
    console.log(
      `saved → searchable by ${label}: ${ms.toFixed(0)} ms (budget ${BUDGET.searchableMs} ms, ${met ? 'met' : 'MISSED'})`,
    );
  }
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!ok.every(Boolean)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
