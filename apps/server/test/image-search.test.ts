import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ToyItem, ToyPage } from '@wanju/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clutter, cutOut } from '../scripts/image-queries';
import { catalogue } from '../src/catalogue/state';
import { closestFirst, pictureIndex, rebuildPictureIndex } from '../src/pictures/image-search';
import { PictureIndex, type Signature } from '../src/pictures/phash';
import { inArrivalOrder, picturePool } from '../src/pictures/picture-pool';
import { prepareQuery, type Region } from '../src/pictures/query';
import { fetchPublic, isPrivateAddress } from '../src/pictures/safe-fetch';
import { seededRandom } from '../src/platform/random';
import { startTestServer, type TestServer } from './harness';

type ImageAnswer = {
  list: (ToyItem & { similarity: number })[];
  boxes: { x: number; y: number; width: number; height: number; similarity: number }[];
  box: number;
  size: { width: number; height: number };
  matched: boolean;
  no_match: string | null;
};

let server: TestServer;
let token: string;
beforeAll(async () => {
  // Many searches a minute from one account: request limits have their own tests.
  server = await startTestServer({ DEMO_PRODUCTS: '240', FREE_SEARCH_DAILY_LIMIT: '3', RATE_LIMIT_SCALE: '100' });
  token = await server.login('13800000001');
});
afterAll(() => server?.close());

async function upload(bytes: Buffer, fields: Record<string, string> = {}, who = token, name = 'q.jpg') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.baseUrl}/api/toy/search_image`, {
    method: 'POST',
    headers: { token: who },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string; data: ImageAnswer },
  };
}

// First, before any image search of these tests could have read the index.
it('reads the picture index in the background after start, so the first image search does not wait', async () => {
  await server.warmed;
  const state = catalogue(server.ctx);
  expect(state.picturesLoaded).not.toBeNull();
  const { n } = await server.ctx.database.db
    .selectFrom('picture_index')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(state.pictures.size).toBe(Number(n));
});

describe('free-user limit (§6)', () => {
  it('counts an ordinary user’s new searches, not other pages, and resets at midnight Asia/Shanghai', async () => {
    const free = await server.login('13800000004');
    // Move to 23:00 Shanghai time today so the next midnight is an hour away.
    const now = new Date(Date.now());
    const shanghaiHour = (now.getUTCHours() + 8) % 24;
    server.advance((((23 - shanghaiHour + 24) % 24) * 60 - now.getUTCMinutes()) * 60_000);
    for (const keyword of ['汽车', '水枪', '积木']) {
      expect((await server.post('/api/toy/get_list', { keyword }, free)).body.code).toBe(0);
    }
    expect((await server.post('/api/toy/get_list', { keyword: '积木', page: 2 }, free)).body.code).toBe(0);
    expect((await server.post('/api/toy/get_list', { cate_id: 4000 }, free)).body.code).toBe(0);
    const over = await server.post('/api/toy/get_list', { keyword: '恐龙' }, free);
    expect(over.body.code).toBe(1001);
    expect(over.body.msg).toBe('免费用户每天仅可搜索300次');
    expect((await server.post('/api/factory/get_list', { keyword: '星辉' }, free)).body.msg).toBe(
      '免费用户每天仅可搜索300次',
    );
    // A member is not counted.
    for (let i = 0; i < 5; i++)
      expect((await server.post('/api/toy/get_list', { keyword: `车${i}` }, token)).body.code).toBe(0);
    server.advance(61 * 60_000);
    expect((await server.post('/api/toy/get_list', { keyword: '恐龙' }, free)).body.code).toBe(0);
  });
});

describe('image search', () => {
  // Dozens of picture searches: on a busy machine they took over two minutes.
  it('finds the original product first for a transformed catalogue picture', { timeout: 300_000 }, async () => {
    const { body } = await server.post<ToyPage>('/api/toy/get_list', { page_size: 12, sort: 'new' }, token);
    let found = 0;
    for (const [i, item] of body.data.list.entries()) {
      const original = Buffer.from(await (await fetch(server.baseUrl + item.picture)).arrayBuffer());
      const transforms = [
        sharp(original).extract({ left: 40, top: 30, width: 520, height: 540 }),
        sharp(original).resize(300).jpeg({ quality: 50 }),
        sharp(original).modulate({ brightness: i % 2 ? 1.2 : 0.8 }),
        sharp(original).composite([
          {
            input: Buffer.from(
              '<svg width="600" height="600"><text x="150" y="320" font-size="48" fill="#888" opacity="0.6">样品 SAMPLE</text></svg>',
            ),
          },
        ]),
      ];
      for (const transform of transforms) {
        const query = await transform.jpeg({ quality: 70 }).toBuffer();
        const answer = await upload(query);
        expect(answer.body.code).toBe(0);
        if (answer.body.data.list[0]?.id === item.id) found++;
      }
    }
    expect(found / 48).toBeGreaterThanOrEqual(0.95);
  });

  it('finds a catalogue picture first from a 15 % crop of it (either side, any corner)', async () => {
    const { body } = await server.post<ToyPage>('/api/toy/get_list', { page_size: 8, sort: 'new' }, token);
    expect(body.data.list).toHaveLength(8);
    for (const [i, item] of body.data.list.entries()) {
      const original = Buffer.from(await (await fetch(server.baseUrl + item.picture)).arrayBuffer());
      // 510 × 510 of 600 × 600: 15 % off the width and the height, at a corner, the centre or an edge.
      const [left, top] = [
        [0, 0],
        [90, 0],
        [0, 90],
        [90, 90],
        [45, 45],
        [45, 0],
        [0, 45],
        [90, 45],
      ][i] as [number, number];
      const query = await sharp(original)
        .extract({ left, top, width: 510, height: 510 })
        .jpeg({ quality: 80 })
        .toBuffer();
      const answer = await upload(query);
      expect(answer.body.code).toBe(0);
      expect(answer.body.data.list[0]?.id, `crop at ${left},${top}`).toBe(item.id);
    }
  });

  it('finds a catalogue picture first from a copy with every transform at once (crop, stretch, watermark, brightness, JPEG 50)', async () => {
    const { body } = await server.post<ToyPage>('/api/toy/get_list', { page_size: 8, sort: 'hot' }, token);
    expect(body.data.list).toHaveLength(8);
    for (const [i, item] of body.data.list.entries()) {
      const original = Buffer.from(await (await fetch(server.baseUrl + item.picture)).arrayBuffer());
      // 10 % off the width and 6 % off the height at a corner, stretched back to a square, a watermark,
      // 20 % brighter or darker (a brighter copy loses its tinted ground and its shadow), small and JPEG 50.
      const cropped = await sharp(original)
        .extract({ left: i % 2 ? 60 : 0, top: i % 4 < 2 ? 0 : 36, width: 540, height: 564 })
        .resize(600, 600, { fit: 'fill' })
        .toBuffer();
      const query = await sharp(cropped)
        .composite([
          {
            input: Buffer.from(
              '<svg width="600" height="600"><text x="120" y="320" font-size="54" fill="#777" opacity="0.55">样品 SAMPLE</text></svg>',
            ),
          },
        ])
        .toBuffer()
        .then((marked) =>
          sharp(marked)
            .modulate({ brightness: i % 2 ? 1.2 : 0.8 })
            .resize(360)
            .jpeg({ quality: 50 })
            .toBuffer(),
        );
      const answer = await upload(query);
      expect(answer.body.code).toBe(0);
      expect(answer.body.data.list[0]?.id, `product ${item.id}`).toBe(item.id);
    }
  });

  it('indexes pictures stored before the thumbnails again in the background, without holding up searches', async () => {
    const { db } = server.ctx.database;
    const row = await db
      .selectFrom('picture_index')
      .select(['file_hash', 'thumb'])
      .orderBy('file_hash')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db.updateTable('picture_index').set({ thumb: null }).where('file_hash', '=', row.file_hash).execute();
    const state = { ...catalogue(server.ctx), pictures: new PictureIndex(), picturesLoaded: null, background: [] };
    const index = await pictureIndex(server.ctx, state);
    // The index answers at once without the stale picture; the background job adds it.
    expect(index.has(row.file_hash)).toBe(false);
    expect(state.background).toHaveLength(1);
    await Promise.all(state.background);
    const { n } = await db
      .selectFrom('picture_index')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(index.size).toBe(Number(n));
    const after = await db
      .selectFrom('picture_index')
      .select('thumb')
      .where('file_hash', '=', row.file_hash)
      .executeTakeFirstOrThrow();
    expect(after.thumb && Buffer.from(after.thumb).equals(Buffer.from(row.thumb as Uint8Array))).toBe(true);
    expect((await index.search(index.signature(row.file_hash) as Signature, 1))[0]?.key).toBe(row.file_hash);
  });

  it('builds the picture index anew from the stored originals: the same signatures, in the table too, then served', async () => {
    const state = catalogue(server.ctx);
    const before = await pictureIndex(server.ctx, state);
    const { db } = server.ctx.database;
    const rows = await db
      .selectFrom('picture_index')
      .select(['file_hash', 'hashes', 'thumb'])
      .orderBy('file_hash')
      .execute();
    // Two rows spoiled in the table: the build writes their signatures back.
    const spoiled = rows.slice(0, 2).map((row) => row.file_hash);
    await db.updateTable('picture_index').set({ thumb: null }).where('file_hash', 'in', spoiled).execute();
    const built = await rebuildPictureIndex(server.ctx, state);
    expect(built).toBe(rows.length);
    const after = state.pictures;
    expect(after).not.toBe(before);
    expect(after.size).toBe(before.size);
    for (const { file_hash, hashes, thumb } of rows.slice(0, 20)) {
      const signature = after.signature(file_hash) as Signature;
      expect(Buffer.from(signature.hashes).equals(Buffer.from(hashes))).toBe(true);
      expect(Buffer.from(signature.thumb).equals(Buffer.from(thumb as Uint8Array))).toBe(true);
    }
    const written = await db.selectFrom('picture_index').select('thumb').where('file_hash', 'in', spoiled).execute();
    expect(written.every((row) => row.thumb?.length)).toBe(true);
    expect(
      (await (await pictureIndex(server.ctx, state)).search(after.signature(spoiled[0] as string) as Signature, 1))[0]
        ?.key,
    ).toBe(spoiled[0]);
  });

  it('ranks a large index in parts on worker threads, finding what one part ranked here finds', async () => {
    const index = await pictureIndex(server.ctx);
    const rows = await server.ctx.database.db.selectFrom('picture_index').select('file_hash').execute();
    const pool = picturePool(2);
    let parts = 0;
    let nearestParts = 0;
    const split = new PictureIndex({
      partSize: 64,
      // Counts the parts a worker answered (a failed one falls back to this thread uncounted).
      runRank: (...args) =>
        (pool as NonNullable<typeof pool>).runRank(...args).then((list) => {
          parts++;
          return list;
        }),
      // A query's orientations are scanned in pieces on the workers too.
      runNearest: (...args) =>
        (pool as NonNullable<typeof pool>).runNearest(...args).then((list) => {
          nearestParts++;
          return list;
        }),
      pieces: 2,
    });
    // A part whose worker fails is searched on this thread instead.
    const failing = new PictureIndex({ partSize: 64, runRank: () => Promise.reject(new Error('worker gone')) });
    const whole = new PictureIndex();
    for (const { file_hash } of rows) {
      const signature = index.signature(file_hash);
      if (!signature) continue;
      for (const target of [split, failing, whole]) target.add(file_hash, signature);
    }
    expect(whole.size).toBeGreaterThan(128);
    for (const { file_hash } of rows.slice(0, 6)) {
      const query = whole.signature(file_hash) as Signature;
      const expected = await whole.search(query, 10);
      expect(expected[0]?.key).toBe(file_hash);
      // Each part's best are ranked in full and merged: the same nearest picture, every picture scored alike.
      const found = await split.search(query, 10);
      expect(found[0]).toEqual(expected[0]);
      const distance = new Map(found.map(({ key, distance }) => [key, distance]));
      for (const { key, distance: d } of expected) if (distance.has(key)) expect(distance.get(key)).toBe(d);
      expect(expected.filter(({ key }) => distance.has(key)).length).toBeGreaterThan(7);
      expect(await failing.search(query, 10)).toEqual(found);
    }
    // The nearest picture of several signatures at once: the two nearest exact, however the index is split.
    // (each a stored picture's with 3k + 2 bits of its hashes flipped, so they lie at different distances)
    const queries = rows.slice(0, 6).map(({ file_hash }, k) => {
      const signature = whole.signature(file_hash) as Signature;
      const hashes = signature.hashes.slice(0, 16);
      for (let bit = 0; bit < 3 * k + 2; bit++) hashes[bit % 16] = (hashes[bit % 16] as number) ^ (1 << (bit % 8));
      return { ...signature, hashes };
    });
    const one = queries.map((query) => whole.nearest(query));
    const nearest = (values: number[]) =>
      values
        .map((value, k) => [value, k] as const)
        .sort((a, b) => a[0] - b[0] || a[1] - b[1])
        .slice(0, 2);
    expect(nearest(await split.nearestAll(queries, 2))).toEqual(nearest(one));
    expect(nearest(await whole.nearestAll(queries, 2))).toEqual(nearest(one));
    expect(parts).toBe(6 * Math.ceil(whole.size / 64));
    // Each of the two pieces of that scan was answered by a worker (none fell back to this thread).
    expect(nearestParts).toBe(2);
    await pool?.close();
  });

  it('prepares a query picture on a worker thread as on this one; an unreadable one fails its task, not the worker', async () => {
    const pool = picturePool(2) as NonNullable<ReturnType<typeof picturePool>>;
    const item = (await server.post<ToyPage>('/api/toy/get_list', { page_size: 1 }, token)).body.data
      .list[0] as ToyItem;
    const picture = Buffer.from(await (await fetch(server.baseUrl + item.picture)).arrayBuffer());
    const here = await prepareQuery(picture);
    const there = await pool.runPrepare(picture);
    const subjects = await pool.runSubjects(there);
    expect(1 + subjects.length).toBe(here.regions.length);
    const thumbs = (regions: Region[]) => regions.map((r) => Buffer.from(r.signatures[0]?.thumb ?? []).toString('hex'));
    expect(thumbs([there.whole, ...subjects])).toEqual(thumbs(here.regions));
    for (let k = 0; k < 4; k++) await expect(pool.runPrepare(Buffer.from('not a picture'))).rejects.toThrow();
    // Four failed tasks later both workers still answer (a dead worker would count towards giving up).
    expect(
      (await Promise.all([pool.runPrepare(picture), pool.runPrepare(picture)])).map((q) => q.subjects.length),
    ).toEqual([subjects.length, subjects.length]);
    await pool.close();
  });

  it('gives a worker that is free the waiting task of the search that started first, not the task asked first', async () => {
    const pool = picturePool(2) as NonNullable<ReturnType<typeof picturePool>>;
    await pool.warm();
    const picture = await sharp(await clutter(2000, 2000, seededRandom(5)))
      .jpeg()
      .toBuffer();
    const done: string[] = [];
    let ask!: () => void;
    const asked = new Promise<void>((resolve) => {
      ask = resolve;
    });
    // The earlier search starts first but asks for its tasks only after a later one gave both workers two and queued two.
    const earlier = inArrivalOrder(async () => {
      await asked;
      await pool.warm();
      done.push('earlier');
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = inArrivalOrder(() =>
      Promise.all([1, 2, 3, 4, 5, 6].map((k) => pool.runPrepare(picture).then(() => done.push(`later ${k}`)))),
    );
    ask();
    await Promise.all([earlier, later]);
    expect(done.indexOf('earlier')).toBeLessThan(done.indexOf('later 5'));
    expect(done.indexOf('earlier')).toBeLessThan(done.indexOf('later 6'));
    await pool.close();
  });

  it('searches a crop box of the upload and keeps a log', async () => {
    const item = (await server.post<ToyPage>('/api/toy/get_list', { page_size: 1 }, token)).body.data
      .list[0] as ToyItem;
    const picture = Buffer.from(await (await fetch(server.baseUrl + item.picture)).arrayBuffer());
    const padded = await sharp(picture).extend({ right: 300, background: '#000' }).png().toBuffer();
    const answer = await upload(
      padded,
      { crop: JSON.stringify({ x: 0, y: 0, width: 600, height: 600 }) },
      token,
      'q.png',
    );
    expect(answer.body.data.list[0]?.id).toBe(item.id);
    const log = await server.post<{ list: { picture: string }[]; total: number }>(
      '/api/toy/get_image_search_log',
      {},
      token,
    );
    expect(log.body.data.total).toBeGreaterThan(0);
    expect((await fetch(server.baseUrl + log.body.data.list[0]?.picture)).status).toBe(200);
    const base = await server.post<{ img: string }>('/api/toy/get_image_base', { url: item.picture }, token);
    expect(base.body.data.img).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('refuses bad uploads with Chinese messages and stores nothing', async () => {
    const before = await server.post<{ total: number }>('/api/toy/get_image_search_log', {}, token);
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200)]);
    expect((await upload(zip, {}, token, 'fake.png')).body.msg).toBe(
      '仅支持jpg、png图片或xlsx格式的excel文件，请重新上传',
    );
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await upload(bomb, {}, token, 'bomb.png')).body.msg).toBe('图片像素过大，不能超过4000万像素');
    const truncated = (
      await sharp({ create: { width: 100, height: 100, channels: 3, background: '#f00' } })
        .jpeg()
        .toBuffer()
    ).subarray(0, 60);
    expect((await upload(truncated)).body.msg).toBe('图片已损坏或无法识别，请重新上传');
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(11 * 1024 * 1024)]);
    expect((await upload(big)).body.msg).toBe('文件过大，图片不能超过10MB');
    const small = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();
    expect((await upload(small, { crop: JSON.stringify({ x: 0, y: 0, width: 100, height: 10 }) })).body.msg).toBe(
      '裁剪框的宽高比须在1:5到5:1之间',
    );
    expect((await upload(small, { crop: JSON.stringify({ x: 50, y: 50, width: 80, height: 80 }) })).body.msg).toBe(
      '裁剪区域超出图片范围',
    );
    expect((await upload(small, { crop: 'not json' })).body.msg).toBe('裁剪区域格式不正确');
    expect((await server.post('/api/toy/search_image', {}, token)).body.msg).toBe('请上传图片或填写图片链接');
    const after = await server.post<{ total: number }>('/api/toy/get_image_search_log', {}, token);
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it('never fetches from loopback, private or link-local addresses, nor through a redirect to one', async () => {
    const cases: [string, string][] = [
      ['', '图片链接不能为空'],
      ['ftp://example.com/a.jpg', '图片链接必须由http://或https://开头'],
      [`${server.baseUrl}/files/x.jpg`, '图片链接指向内部地址，无法获取'],
      ['http://10.1.2.3/a.jpg', '图片链接指向内部地址，无法获取'],
      ['http://169.254.169.254/latest/meta-data', '图片链接指向内部地址，无法获取'],
      ['http://[::1]/a.jpg', '图片链接指向内部地址，无法获取'],
      ['http://localhost/a.jpg', '图片链接指向内部地址，无法获取'],
    ];
    for (const [url, msg] of cases) {
      expect((await server.post('/api/toy/search_image', { image_url: url }, token)).body.msg, url).toBe(msg);
      expect((await server.post('/api/toy/fetch_image', { url }, token)).body.msg, url).toBe(msg);
    }
    expect(isPrivateAddress('192.168.1.1') && isPrivateAddress('::ffff:127.0.0.1') && isPrivateAddress('fd00::1')).toBe(
      true,
    );
    expect(isPrivateAddress('8.8.8.8') || isPrivateAddress('2606:4700::1111')).toBe(false);

    // A redirect is checked again: the first hop is allowed (as if public), the redirect target is not.
    const inner = http.createServer((_req, res) => res.end('secret'));
    await new Promise<void>((resolve) => inner.listen(0, '127.0.0.1', resolve));
    const innerPort = (inner.address() as AddressInfo).port;
    const outer = http.createServer((_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${innerPort}/secret` });
      res.end();
    });
    await new Promise<void>((resolve) => outer.listen(0, '127.0.0.1', resolve));
    const outerPort = (outer.address() as AddressInfo).port;
    await expect(
      fetchPublic(`http://127.0.0.1:${outerPort}/a.jpg`, {
        maxBytes: 1000,
        timeoutMs: 2000,
        allow: (_a, port) => port === outerPort,
      }),
    ).rejects.toThrow('图片链接指向内部地址，无法获取');
    inner.close();
    outer.close();
  });
});

describe('image search of real photos', () => {
  const pictureOf = async (item: ToyItem) =>
    Buffer.from(await (await fetch(server.baseUrl + item.picture)).arrayBuffer());
  const items = async (n: number) =>
    (await server.post<ToyPage>('/api/toy/get_list', { page_size: n, sort: 'new' }, token)).body.data.list;

  it('finds a mirrored or quarter-turned picture among the first results, with a readable similarity', async () => {
    const list = await items(6);
    let found = 0;
    for (const [i, item] of list.entries()) {
      const original = await pictureOf(item);
      const query = await (i % 3 === 0 ? sharp(original).flop() : sharp(original).rotate(i % 3 === 1 ? 90 : 270))
        .jpeg({ quality: 85 })
        .toBuffer();
      const { body } = await upload(query);
      expect(body.code).toBe(0);
      expect(body.data.matched).toBe(true);
      const hit = body.data.list.find((r) => r.id === item.id);
      if (hit) found++;
      for (const r of body.data.list) expect(r.similarity).toBeGreaterThanOrEqual(0);
      for (const r of body.data.list) expect(r.similarity).toBeLessThanOrEqual(100);
    }
    expect(found).toBe(list.length);
  });

  it('answers no similar product, with a hint to crop, for a picture of no toy, and honours limit', async () => {
    const blank = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#f2f2f2' } })
      .jpeg()
      .toBuffer();
    const noise = await sharp(Buffer.from(Array.from({ length: 320 * 240 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 320, height: 240, channels: 3 },
    })
      .jpeg()
      .toBuffer();
    for (const query of [blank, noise]) {
      const { body } = await upload(query);
      expect(body.code).toBe(0);
      expect(body.data.matched).toBe(false);
      expect(body.data.list).toEqual([]);
      expect(body.data.no_match).toBe('没有找到相似的产品，可框选图中的产品后再搜索');
    }
    const [item] = await items(1);
    const limited = await upload(await pictureOf(item as ToyItem), { limit: '3' });
    expect(limited.body.data.list.length).toBeLessThanOrEqual(3);
    expect(limited.body.data.list[0]?.id).toBe(item?.id);
    expect(limited.body.data.no_match).toBeNull();
    expect((await upload(await pictureOf(item as ToyItem), { limit: '0' })).body.code).not.toBe(0);
  });

  it('looks products up for the closest pictures in growing batches, each picture once, until the list is full', async () => {
    const pictures = Array.from({ length: 40 }, (_, k) => `p${k}`);
    const asked: string[][] = [];
    const lookup = async (batch: string[]) => {
      asked.push(batch);
      return batch;
    };
    // Only every seventh picture is in the scope: 3 are wanted, the batches are 7 and 14 pictures.
    const found = await closestFirst(pictures, 3, lookup, (p) => Number(p.slice(1)) % 7 === 6);
    expect(found).toEqual(['p6', 'p13', 'p20']);
    expect(asked.map((batch) => batch.length)).toEqual([7, 14]);
    expect(asked.flat()).toEqual(pictures.slice(0, 21));
    asked.length = 0;
    expect(await closestFirst(pictures, 3, lookup, () => true)).toEqual(pictures.slice(0, 7));
    expect(asked).toHaveLength(1);
  });

  it('answers the size of a picture as it is shown, turned by its EXIF orientation', async () => {
    const [item] = await items(1);
    const stored = await sharp(await pictureOf(item as ToyItem))
      .resize(400, 200, { fit: 'fill' })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { body } = await upload(stored);
    expect(body.data.size).toEqual({ width: 200, height: 400 });
  });

  it('shows the subjects of a picture of one toy that matched well as a whole without searching them', async () => {
    const [item] = await items(1);
    const { body } = await upload(await pictureOf(item as ToyItem));
    expect(body.data.list[0]?.id).toBe(item?.id);
    expect(body.data.box).toBe(-1);
    expect(body.data.boxes.length).toBeGreaterThan(0);
    for (const box of body.data.boxes) expect(box.similarity).toBeNull();
  });

  it('finds each toy of a picture with two: a box per toy, and a search by the other box finds the other', async () => {
    const [a, b] = (await items(8)).slice(6) as [ToyItem, ToyItem];
    const both = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#ffffff' } })
      .composite([
        { input: await pictureOf(a), left: 0, top: 0 },
        { input: await pictureOf(b), left: 600, top: 0 },
      ])
      .jpeg({ quality: 85 })
      .toBuffer();
    const first = await upload(both);
    expect(first.body.data.size).toEqual({ width: 1200, height: 600 });
    const boxes = first.body.data.boxes;
    // The whole picture matched neither toy well: every subject was searched.
    for (const box of boxes) expect(box.similarity).not.toBeNull();
    const right = boxes.findIndex((box) => box.x >= 500);
    const left = boxes.findIndex((box) => box.x + box.width <= 700);
    expect(right, JSON.stringify(boxes)).toBeGreaterThanOrEqual(0);
    expect(left).toBeGreaterThanOrEqual(0);
    expect([a.id, b.id]).toContain(first.body.data.list[0]?.id);
    for (const [index, item] of [
      [left, a],
      [right, b],
    ] as const) {
      const box = boxes[index] as (typeof boxes)[number];
      const crop = { x: box.x, y: box.y, width: box.width, height: box.height };
      const { body } = await upload(both, { crop: JSON.stringify(crop) });
      expect(body.data.list.slice(0, 3).map((r) => r.id)).toContain(item.id);
    }
  });

  it('finds a toy photographed small on a busy ground out of focus, boxed where it stands', async () => {
    const list = (await items(12)).slice(9);
    let found = 0;
    for (const [k, item] of list.entries()) {
      const rnd = seededRandom(97 + k);
      const toy = await sharp(await cutOut(await pictureOf(item)))
        .resize(260, 260)
        .toBuffer();
      const [left, top] = [200 + k * 300, 150 + k * 200];
      const photo = await sharp(await clutter(1200, 900, rnd))
        .composite([{ input: toy, left, top }])
        .jpeg({ quality: 85 })
        .toBuffer();
      const { body } = await upload(photo);
      expect(body.code).toBe(0);
      if (body.data.list.some((r) => r.id === item.id)) found++;
      // The box searched holds the toy's middle.
      const box = body.data.boxes[body.data.box];
      expect(box, JSON.stringify(body.data.boxes)).toBeDefined();
      const { x, y, width, height } = box as NonNullable<typeof box>;
      expect(x < left + 130 && x + width > left + 130 && y < top + 130 && y + height > top + 130).toBe(true);
    }
    expect(found).toBe(list.length);
  });

  it('searches within one factory or one category when asked', async () => {
    const [item] = await items(1);
    const picture = await pictureOf(item as ToyItem);
    const own = await upload(picture, { factory_id: String(item?.factory_id) });
    expect(own.body.data.list[0]?.id).toBe(item?.id);
    for (const r of own.body.data.list) expect(r.factory_id).toBe(item?.factory_id);
    const category = await upload(picture, { category_id: String(item?.category_id) });
    for (const r of category.body.data.list) expect(r.category_id).toBe(item?.category_id);
    expect(category.body.data.list[0]?.id).toBe(item?.id);
  });
});
