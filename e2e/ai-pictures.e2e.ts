import { describe, expect, it } from 'vitest';
import { buyerSession } from './harness';

const { signedInPage, baseUrl, api } = buyerSession();

describe('AI picture tools', () => {
  it('the product picture’s AI抠图 button: AI抠图 → AI抠图中... → 撤销 → back to the picture', async () => {
    const { token } = await api<{ token: string }>('/api/login', { phone: '13800000001', password: 'demo123456' });
    const found = await api<{ list: { id: number }[] }>(
      '/api/toy/get_list',
      { keyword: '玩具', page: 1, page_size: 1 },
      token,
    );
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/index?toy=${found.list[0]?.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'AI抠图', exact: true }).click();
    await dialog.getByRole('button', { name: 'AI抠图中...' }).waitFor();
    // polled every 3 s until the result comes; the result replaces the picture shown
    await dialog.getByRole('button', { name: '撤销' }).waitFor();
    await expect
      .poll(() => dialog.locator('img').first().getAttribute('src'))
      .toMatch(/^\/ai-files\/[0-9a-f]{32}\.png$/);
    await dialog.getByRole('button', { name: '撤销' }).click();
    await dialog.getByRole('button', { name: 'AI抠图', exact: true }).waitFor();
    await expect.poll(() => dialog.locator('img').first().getAttribute('src')).toMatch(/^\/files\//);
    await page.close();
  });

  it('/smartcrop: upload, preview a 1:1 frame, save the cropped picture', async () => {
    const { token } = await api<{ token: string }>('/api/login', { phone: '13800000001', password: 'demo123456' });
    const found = await api<{ list: { picture: string }[] }>(
      '/api/toy/get_list',
      { keyword: '玩具', page: 1, page_size: 1 },
      token,
    );
    const bytes = Buffer.from(await (await fetch(baseUrl() + (found.list[0]?.picture ?? ''))).arrayBuffer());
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/smartcrop`);
    await page.getByRole('heading', { name: 'AI裁图' }).waitFor();
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'toy.jpg', mimeType: 'image/jpeg', buffer: bytes });
    await page.getByText('已选 1 张图片').waitFor();
    await page.getByRole('radio', { name: '1:1' }).check({ force: true });
    await page.getByRole('button', { name: '预览裁剪' }).click();
    await page.getByTestId('crop-frame').waitFor();
    await page.getByRole('button', { name: '保存裁剪' }).click();
    await page.getByRole('link', { name: /已保存/ }).waitFor();
    const history = await api<{ list: { outputs: { picture: string; width: number; height: number }[] }[] }>(
      '/api/ai/history',
      { tool: 'smartcrop' },
      token,
    );
    const saved = history.list[0]?.outputs[0];
    expect(saved?.picture).toMatch(/^\/files\//);
    expect(saved?.width).toBe(saved?.height);
    await page.close();
  });

  it('a cart line opens in AI抠图 and the result is saved as the line’s own picture, then undone', async () => {
    const { token } = await api<{ token: string }>('/api/login', { phone: '13800000001', password: 'demo123456' });
    type Lines = { list: { item_id: number; name: string; thumb: string }[] };
    const before = await api<Lines>('/api/website/get_sample_car', {}, token);
    const line = before.list[0];
    expect(line).toBeDefined();
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/sample_car`);
    await page.getByRole('button', { name: `AI修图 ${line?.name}` }).click();
    await page.getByRole('heading', { name: 'AI抠图' }).waitFor();
    await page.getByText(/正在处理：/).waitFor();
    await page.getByRole('button', { name: '开始处理' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: '保存到选样车' }).isEnabled(), { timeout: 90_000 })
      .toBe(true);
    await page.getByRole('button', { name: '保存到选样车' }).click();
    await page.getByText('已保存到选样车，原图仍保留').waitFor();
    const saved = await api<Lines>('/api/website/get_sample_car', {}, token);
    const changed = saved.list.find((l) => l.item_id === line?.item_id);
    expect(changed?.thumb).not.toBe(line?.thumb);
    await page.getByRole('button', { name: '撤销保存' }).click();
    await page.getByRole('button', { name: '保存到选样车' }).waitFor();
    const undone = await api<Lines>('/api/website/get_sample_car', {}, token);
    expect(undone.list.find((l) => l.item_id === line?.item_id)?.thumb).toBe(line?.thumb);
    await page.close();
  });
});
