import { describe, expect, it } from 'vitest';
import { catalogueWorkbook, pictureRows, pictureZip } from '../apps/server/test/import-fixtures';
import { drawnPicture } from '../apps/server/test/listing-fixtures';
import { buyerSession } from './harness';

const { signedInPage, baseUrl } = buyerSession();

describe('a trading company fills its own product library by batch import', () => {
  it('imports a 200-row Excel with pictures, then new pictures from a zip, both opened from product management', async () => {
    const xlsx = await catalogueWorkbook(await pictureRows(200, 'E2E-CO', 96));
    const page = await signedInPage();
    await page.goto(`${baseUrl()}/product_management`);
    await page.getByRole('button', { name: '批量导入产品' }).click();
    await page.waitForURL(/\/batch_import_product/);
    await page.getByLabel('选择Excel文件（.xlsx）').setInputFiles({
      name: '公司产品.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx,
    });
    await page.getByRole('button', { name: '上传并读取表头' }).click();
    await page.getByText('公司产品.xlsx：表格内图片200张').waitFor();
    await page.getByRole('button', { name: '开始导入' }).click();
    await page.getByText('导入完成：新增200个，更新0个，未导入0个').waitFor();
    const href = await page.getByRole('link', { name: '下载导入结果（Excel）' }).getAttribute('href');
    expect(await page.evaluate(async (url) => (await fetch(url as string)).status, href)).toBe(200);

    await page.getByRole('button', { name: '返回产品管理' }).click();
    const search = page.getByRole('searchbox', { name: '搜索' });
    await search.fill('E2E-CO-200');
    await search.press('Enter');
    await page.getByRole('listitem', { name: 'E2E-CO-200 导入测试玩具200号' }).waitFor();
    // an imported product is quoted as the company keeps it
    await page.getByRole('checkbox', { name: '选择 E2E-CO-200' }).check({ force: true });
    await page.getByRole('button', { name: '生成报价单' }).click();
    await page.waitForURL(/\/edit_quotation\/\d+/);
    await page
      .getByText(/^E2E-CO-200 · /)
      .filter({ visible: true })
      .waitFor();
    await page.goto(`${baseUrl()}/product_management`);

    await page.getByRole('button', { name: '批量导入图片' }).click();
    await page.waitForURL(/\/batch_import_images/);
    await page.getByLabel('选择图片压缩包（.zip）').setInputFiles({
      name: '图片.zip',
      mimeType: 'application/zip',
      buffer: pictureZip({
        'E2E-CO-1.jpg': await drawnPicture(880_001, 120),
        'E2E-CO-2.jpg': await drawnPicture(880_002, 120),
        'NOT-IN-LIBRARY.jpg': await drawnPicture(880_003, 120),
      }),
    });
    await page.getByRole('button', { name: '上传并开始导入' }).click();
    await page.getByText('导入完成：新增0个，更新2个，未导入1个').waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: '未导入的行' }).textContent())
      .toContain('产品库中没有该货号的产品');
    await page.close();
  });
});
