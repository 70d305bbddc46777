import { describe, expect, it } from 'vitest';
import { catalogueWorkbook, pictureRows } from '../apps/server/test/import-fixtures';
import { drawnPicture } from '../apps/server/test/listing-fixtures';
import { buyerSession, consoleNav, signIn } from './harness';

const { signedInPage, signedOutPage, baseUrl } = buyerSession();

async function factoryConsole() {
  const page = await signedOutPage();
  await page.goto(`${baseUrl()}/factory/`);
  await signIn(page, '13800000005', 'demo123456');
  return page;
}

describe('a factory runs its products from the console', () => {
  it('creates a product with pictures; a buyer finds it by keyword and by picture and adds it to a cart', async () => {
    const picture = await drawnPicture(777_001, 480);
    const factory = await factoryConsole();
    await consoleNav(factory, '产品');
    await factory.getByRole('button', { name: '新建产品' }).click();
    await factory.getByLabel('上传图片').setInputFiles([
      { name: 'main.jpg', mimeType: 'image/jpeg', buffer: picture },
      { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await drawnPicture(777_002, 480) },
    ]);
    await factory.getByRole('listitem', { name: '图片2' }).waitFor();
    await factory.getByRole('textbox', { name: /^中文品名/ }).fill('极光旋风陀螺对战套装');
    await factory.getByRole('textbox', { name: /^货号/ }).fill('E2E-TOP-1');
    await factory.getByRole('button', { name: /分类$/ }).click();
    await factory.getByRole('option', { name: '遥控车', exact: true }).click();
    await factory.getByRole('textbox', { name: '出厂价' }).fill('18.8');
    await factory.getByRole('button', { name: /上架状态$/ }).click();
    await factory.getByRole('option', { name: '已上架' }).click();
    await factory.getByRole('button', { name: '保存' }).click();
    await factory.getByText('保存成功').first().waitFor();
    await factory.getByRole('button', { name: '返回列表' }).click();
    await factory.getByRole('listitem', { name: '极光旋风陀螺对战套装（E2E-TOP-1）' }).waitFor();
    await factory.close();

    const buyer = await signedInPage();
    await buyer.goto(`${baseUrl()}/sample_list?keyword=${encodeURIComponent('极光旋风陀螺')}`);
    const card = buyer.getByRole('article').filter({ hasText: '极光旋风陀螺对战套装' }).first();
    await card.waitFor();
    await card.getByRole('button', { name: /^加入选样车：/ }).click();
    const add = buyer.getByRole('dialog', { name: '加入选样车' });
    await add.waitFor();
    await add.getByRole('radio').first().check();
    await add.getByRole('button', { name: '确定加入' }).click();
    await buyer
      .getByText(/成功加入选样车1款/)
      .first()
      .waitFor();

    await buyer.goto(`${baseUrl()}/imageSearch`);
    await buyer.getByLabel('上传图片').setInputFiles({ name: 'top.jpg', mimeType: 'image/jpeg', buffer: picture });
    await buyer
      .getByRole('status')
      .filter({ hasText: /找到 \d+ 款相似产品/ })
      .waitFor();
    const top = buyer.getByRole('region', { name: '相似产品' }).getByRole('article').first();
    expect(await top.textContent()).toContain('极光旋风陀螺对战套装');
    await buyer.close();
  });

  it('imports a 200-row catalogue with pictures: progress, then the report', async () => {
    const xlsx = await catalogueWorkbook(await pictureRows(200, 'E2E-IMP', 96));
    const factory = await factoryConsole();
    await consoleNav(factory, '批量导入');
    await factory.getByLabel('选择Excel文件（.xlsx）').setInputFiles({
      name: '目录.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx,
    });
    await factory.getByRole('button', { name: '上传并读取表头' }).click();
    await factory.getByText('目录.xlsx：表格内图片200张').waitFor();
    await factory.getByRole('button', { name: '开始导入' }).click();
    await factory.getByRole('progressbar', { name: '导入进度' }).waitFor();
    await factory.getByText('导入完成：新增200个，更新0个，未导入0个').waitFor({ timeout: 120_000 });
    const report = factory.getByRole('link', { name: '下载导入结果（Excel）' });
    const href = await report.getAttribute('href');
    const status = await factory.evaluate(async (url) => (await fetch(url as string)).status, href);
    expect(status).toBe(200);
    await consoleNav(factory, '产品');
    await factory.getByRole('searchbox', { name: '搜索品名或货号' }).fill('E2E-IMP-200');
    await factory.getByRole('searchbox', { name: '搜索品名或货号' }).press('Enter');
    await factory.getByRole('listitem', { name: /E2E-IMP-200/ }).waitFor();
    await factory.close();
  });
});
