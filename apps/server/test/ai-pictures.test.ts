import type { AiStarted, AiTask } from '@wanju/api-client';
import { AI_MSG } from '@wanju/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iou, makeScene } from '../scripts/ai-scenes';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let main: string;
let free: string;
let other: string;
beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '60' });
  main = await server.login('13800000001');
  other = await server.login('13800000005');
  free = await server.login('13800000004');
}, 120_000);
afterAll(async () => {
  delete process.env.AI_FREE_DAILY_LIMIT;
  await server?.close();
});

async function upload(bytes: Buffer, token = main, name = 'toy.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.baseUrl}/api/ai/upload_picture`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  return (await response.json()) as { code: number; msg: string; data: { picture: string } };
}

async function finished(id: string, token = main): Promise<AiTask> {
  for (let i = 0; i < 300; i++) {
    const { body } = await server.post<AiTask>('/api/toy/get_task_result', { id }, token);
    expect(body.code).toBe(0);
    if (['done', 'failed', 'cancelled'].includes(body.data.status)) return body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('job did not finish');
}

describe('AI picture tools', () => {
  let picture = '';
  let mask: Uint8Array;

  it('image_matting cuts the toy out as a transparent PNG; get_task_result answers it; the original stays', async () => {
    const scene = await makeScene('plain', 5, 600);
    mask = scene.mask;
    const up = await upload(scene.png);
    expect(up.code).toBe(0);
    picture = up.data.picture;
    const started = await server.post<AiStarted>('/api/toy/image_matting', { image_url: picture }, main);
    expect(started.body.code).toBe(0);
    expect(started.body.data.poll_interval).toBe(3000);
    const task = await finished(started.body.data.id);
    expect(task.status).toBe('done');
    expect(task.result).toMatch(/^\/ai-files\/[0-9a-f]{32}\.png$/);
    const png = Buffer.from(await (await fetch(server.baseUrl + (task.result as string))).arrayBuffer());
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(600);
    const alpha = new Uint8Array(600 * 600);
    for (let i = 0; i < alpha.length; i++) alpha[i] = data[i * 4 + 3] as number;
    expect(iou(alpha, mask)).toBeGreaterThan(0.95);
    // the source picture is still served as it was
    expect((await fetch(server.baseUrl + picture)).status).toBe(200);
    // another user cannot read the task
    expect((await server.post('/api/toy/get_task_result', { id: started.body.data.id }, other)).body.msg).toBe(
      AI_MSG.taskNotFound,
    );
  }, 60_000);

  it('smart crop previews frames that hold the whole toy, then saves the cropped pictures', async () => {
    const preview = await server.post<AiStarted>(
      '/api/ai/smart_crop',
      { images: [picture], ratio: { width: 16, height: 9 } },
      main,
    );
    const frames = await finished(preview.body.data.id);
    const crop = frames.outputs[0]?.crop;
    expect(crop && Math.abs(crop.width / crop.height - 16 / 9)).toBeLessThan(0.02);
    expect(frames.outputs[0]?.picture).toBe('');
    const saved = await finished(
      (
        await server.post<AiStarted>(
          '/api/ai/smart_crop',
          { images: [picture], ratio: { width: 1, height: 1 }, save: true },
          main,
        )
      ).body.data.id,
    );
    expect(saved.outputs[0]?.picture).toMatch(/^\/files\//);
    expect(saved.outputs[0]?.width).toBe(saved.outputs[0]?.height);
    const refused = await server.post(
      '/api/ai/smart_crop',
      { images: [picture], ratio: { width: 6, height: 1 } },
      main,
    );
    expect(refused.body.msg).toBe(AI_MSG.ratioInvalid);
  }, 60_000);

  it('removal fills a painted area; an empty mask or one outside the picture is refused in Chinese', async () => {
    const empty = await server.post(
      '/api/ai/remove',
      { image_url: picture, width: 600, height: 600, strokes: [] },
      main,
    );
    expect(empty.body.msg).toBe(AI_MSG.maskEmpty);
    const outside = await server.post(
      '/api/ai/remove',
      { image_url: picture, width: 600, height: 600, strokes: [{ size: 20, points: [10, 10, 700, 10] }] },
      main,
    );
    expect(outside.body.msg).toBe(AI_MSG.maskOutside);
    const started = await server.post<AiStarted>(
      '/api/ai/remove',
      { image_url: picture, width: 600, height: 600, strokes: [{ size: 30, points: [40, 40, 140, 40] }] },
      main,
    );
    const task = await finished(started.body.data.id);
    expect(task.status).toBe('done');
    expect(task.outputs[0]?.picture).not.toBe(picture);
  }, 60_000);

  it('a job that cannot be done ends failed with its reason; the picture is untouched', async () => {
    const before = Buffer.from(await (await fetch(server.baseUrl + picture)).arrayBuffer());
    const started = await server.post<AiStarted>(
      '/api/ai/remove',
      { image_url: picture, width: 600, height: 600, strokes: [{ size: 1000, points: [300, 300, 301, 300] }] },
      main,
    );
    const task = await finished(started.body.data.id);
    expect(task.status).toBe('failed');
    expect(task.error).toBe(AI_MSG.maskTooLarge);
    expect(task.result).toBeNull();
    const after = Buffer.from(await (await fetch(server.baseUrl + picture)).arrayBuffer());
    expect(after.equals(before)).toBe(true);
  }, 60_000);

  it('makes posters in several sizes; a prompt without a provider is refused', async () => {
    const started = await server.post<AiStarted>(
      '/api/ai/poster',
      { image_url: picture, sizes: ['square', 'banner'], lang: 'en', name: 'RC Car', number: 'A-1', price: '12.5' },
      main,
    );
    const task = await finished(started.body.data.id);
    expect(task.outputs.map((o) => [o.size, o.width, o.height])).toEqual([
      ['square', 800, 800],
      ['banner', 1200, 628],
    ]);
    expect((await server.post('/api/ai/provider', {}, main)).body.data).toEqual({ configured: false });
    const prompt = await server.post('/api/ai/poster', { image_url: picture, sizes: ['square'], prompt: '海边' }, main);
    expect(prompt.body.msg).toBe(AI_MSG.providerMissing);
  }, 60_000);

  it('refuses what is not a picture of ours, and keeps each tool’s history per user', async () => {
    const notImage = await upload(Buffer.from('hello, not a picture'), main, 'a.png');
    expect(notImage.code).not.toBe(0);
    expect(notImage.msg).toMatch(/[\u4e00-\u9fa5]/);
    const foreign = await server.post('/api/toy/image_matting', { image_url: 'https://example.com/a.jpg' }, main);
    expect(foreign.body.msg).toBe(AI_MSG.pictureNotOurs);
    const history = await server.post<{ list: AiTask[]; total: number; remaining: number | null }>(
      '/api/ai/history',
      { tool: 'smartcrop' },
      main,
    );
    expect(history.body.data.total).toBe(2);
    expect((await server.post<{ total: number }>('/api/ai/history', { tool: 'remove' }, main)).body.data.total).toBe(2);
    expect(history.body.data.list.every((t) => t.tool === 'smartcrop')).toBe(true);
    expect(history.body.data.remaining).toBeNull();
    expect((await server.post<{ total: number }>('/api/ai/history', {}, other)).body.data.total).toBe(0);
  });

  it('counts a free user’s runs a day and refuses past the limit with the free-times message', async () => {
    process.env.AI_FREE_DAILY_LIMIT = '1';
    const up = await upload((await makeScene('plain', 1, 300)).png, free);
    const first = await server.post<AiStarted>('/api/ai/cutout', { images: [up.data.picture] }, free);
    expect(first.body.code).toBe(0);
    await finished(first.body.data.id, free);
    const second = await server.post('/api/ai/cutout', { images: [up.data.picture] }, free);
    expect(second.body.msg).toBe(AI_MSG.freeLimit);
    const history = await server.post<{ remaining: number }>('/api/ai/history', {}, free);
    expect(history.body.data.remaining).toBe(0);
  }, 60_000);

  it('image_process puts a result on a quotation item the user may change, and answers the previous picture', async () => {
    const products = await server.ctx.database.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
    const made = await server.post<{ id: number }>(
      '/api/system/add_quotation',
      { source: 'search', ids: products.map((p) => p.id) },
      main,
    );
    expect(made.body.code).toBe(0);
    type Detail = { items: { id: number; picture: string }[] };
    const before = (await server.post<Detail>('/api/quotation/get_detail', { id: made.body.data.id }, main)).body.data;
    const item = before.items[0] as { id: number; picture: string };
    const done = await server.post<{ object: string; previous: string }>(
      '/api/toy/image_process',
      { id: item.id, path: picture, data_module: 'quotation_item' },
      main,
    );
    expect(done.body.data).toEqual({ object: picture, previous: item.picture });
    const after = (await server.post<Detail>('/api/quotation/get_detail', { id: made.body.data.id }, main)).body.data;
    expect(after.items[0]?.picture).toBe(picture);
    // the previous picture is still stored: undo puts it back
    expect((await fetch(server.baseUrl + item.picture)).status).toBe(200);
    // another company's user cannot change it
    const foreign = await server.post(
      '/api/toy/image_process',
      { id: item.id, path: picture, data_module: 'quotation_item' },
      other,
    );
    expect(foreign.body.msg).toBe(AI_MSG.recordNotFound);
    const refused = await server.post(
      '/api/toy/image_process',
      { id: 2_000_000, path: picture, data_module: 'quotation_item' },
      main,
    );
    expect(refused.body.msg).toBe(AI_MSG.recordNotFound);
  });
});
