import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buyerSession } from './harness';

// sharp is the server's dependency; the journey draws its pictures with the same library.
const sharp = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'))(
  'sharp',
) as typeof import('sharp');

const { signedInPage, baseUrl } = buyerSession();

/** The first new arrival's full-size picture bytes. */
async function newArrivalPicture(page: Page): Promise<Buffer> {
  await page.goto(`${baseUrl()}/new_arrivals`);
  const first = page.getByRole('region', { name: '新品' }).getByRole('article').first();
  await first.waitFor();
  const src = await first.locator('img').first().getAttribute('src');
  const bytes = await page.evaluate(
    async (url) => Array.from(new Uint8Array(await (await fetch(url as string)).arrayBuffer())),
    src?.replace(/_s\.jpg$/, '.jpg'),
  );
  return Buffer.from(bytes);
}

/** Records the `crop` part of each search_image upload (Playwright does not expose multipart file bodies). */
async function recordCrops(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __crops: (string | null)[] };
    w.__crops = [];
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.endsWith('/api/toy/search_image')) {
        const form = await request.clone().formData();
        w.__crops.push((form.get('crop') as string | null) ?? null);
      }
      return original(request);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __crops: (string | null)[] }).__crops);
}

/** Drags on the box tool's picture from one point to another (fractions of its width and height). */
async function drag(page: Page, from: [number, number], to: [number, number]) {
  const surface = page.getByTestId('box-search-surface');
  const box = await surface.boundingBox();
  if (!box) throw new Error('the box tool shows no picture');
  await page.mouse.move(box.x + from[0] * box.width, box.y + from[1] * box.height);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0] * box.width, box.y + to[1] * box.height, { steps: 6 });
  await page.mouse.up();
}

describe('image search: the buyer draws a box and searches again', () => {
  it('searches by a box drawn on a photo, in one step, and keeps it as the current box', async () => {
    const page = await signedInPage();
    const picture = await newArrivalPicture(page);
    // A phone photo: the toy's picture on the right of a wide frame, a plain table on the left.
    const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#b89a78' } })
      .composite([{ input: await sharp(picture).resize(560, 560).toBuffer(), left: 620, top: 20 }])
      .jpeg()
      .toBuffer();
    const crops = await recordCrops(page);
    await page.goto(`${baseUrl()}/imageSearch`);
    await page.getByLabel('上传图片').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    const tool = page.getByRole('figure', { name: '图中识别到的产品' });
    await tool.waitFor();
    await expect.poll(crops).toEqual([null]);
    const status = page.getByRole('status').filter({ hasText: /找到 \d+ 款相似产品|没有找到相似的产品/ });
    await status.first().waitFor();

    // Draw a box round the toy: letting go searches by it at once.
    const again = page.waitForResponse((r) => r.url().endsWith('/api/toy/search_image'));
    await drag(page, [0.52, 0.04], [0.98, 0.96]);
    expect(((await (await again).json()) as { code: number }).code).toBe(0);
    await expect.poll(async () => (await crops()).length).toBe(2);
    const crop = JSON.parse((await crops())[1] ?? '{}') as { x: number; y: number; width: number; height: number };
    expect(crop.x).toBeGreaterThan(0);
    expect(crop.width).toBeGreaterThan(0);
    expect(crop.height).toBeGreaterThan(0);
    // The drawn box stays on the picture as the one the results are for.
    await tool.getByRole('button', { name: /当前搜索框/ }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /找到 \d+ 款相似产品/ })
      .waitFor();
    await page.close();
  });

  it('says nothing matched, offers the box tool, and searches again by a drawn box', async () => {
    const page = await signedInPage();
    // A smooth gradient: nothing a product picture is made of.
    const blank = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g"><stop offset="0" stop-color="#dde4ee"/><stop offset="1" stop-color="#b9c4d3"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/></svg>',
      ),
    )
      .jpeg()
      .toBuffer();
    const crops = await recordCrops(page);
    await page.goto(`${baseUrl()}/imageSearch`);
    await page.getByLabel('上传图片').setInputFiles({ name: 'blank.jpg', mimeType: 'image/jpeg', buffer: blank });
    const tool = page.getByRole('figure', { name: '图中识别到的产品' });
    await tool.getByRole('status').filter({ hasText: '没有找到相似的产品' }).waitFor();
    await tool.getByText(/拖动画出玩具所在的方框/).waitFor();

    const again = page.waitForResponse((r) => r.url().endsWith('/api/toy/search_image'));
    await drag(page, [0.2, 0.2], [0.6, 0.7]);
    expect(((await (await again).json()) as { code: number }).code).toBe(0);
    await expect.poll(async () => (await crops()).length).toBe(2);
    expect(JSON.parse((await crops())[1] ?? '{}')).toMatchObject({ width: expect.any(Number) });
    // Still nothing: the message and the box tool stay, with the drawn box current.
    await tool.getByRole('status').filter({ hasText: '没有找到相似的产品' }).waitFor();
    await tool.getByRole('button', { name: /当前搜索框/ }).waitFor();
    await page.close();
  });
});
