import { describe, expect, it } from 'vitest';
import { layoutWorkbook } from '../apps/server/test/assistant-fixtures';
import { buyerSession } from './harness';

const { signedInPage } = buyerSession();

const openFromMenu = async (page: Awaited<ReturnType<typeof signedInPage>>, name: string) => {
  await page.getByRole('button', { name: '打开全部功能菜单' }).click();
  const menu = page.getByRole('navigation', { name: '全部功能' });
  await menu.getByRole('heading', { name: 'AI工具' }).waitFor();
  await menu.getByRole('link', { name }).click();
};

describe('the AI assistant: a messy price list into the library, a catalogue question into product cards', () => {
  it('uploads a price list with titles above its header, corrects a column and imports it into the library', async () => {
    const fixture = await layoutWorkbook(1);
    const page = await signedInPage();
    await openFromMenu(page, 'AI表格助手');
    await page.waitForURL(/\/excel$/);
    await page.getByLabel('选择供应商报价表（.xlsx）').setInputFiles({
      name: '星辉报价单.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: fixture.xlsx,
    });
    await page.getByRole('button', { name: '上传并识别' }).click();
    await page.getByText('表头在第 4 行，共 8 行产品，识别到 8 张图片').waitFor();
    // The English name is not wanted in this library.
    await page.getByRole('button', { name: /“英文品名”对应的字段/ }).click();
    await page.getByRole('option', { name: '不导入' }).click();
    await page.getByRole('button', { name: '生成导入表' }).click();
    await page.getByText('可导入 8 行，跳过 0 行，图片 8 张').waitFor();
    const preview = page.getByRole('grid', { name: '导入表预览' });
    expect(await preview.getByRole('columnheader').allTextContents()).not.toContain('英文品名');
    await page.getByRole('button', { name: '导入产品库' }).click();
    await page.getByRole('button', { name: '开始导入' }).click();
    await page.getByText('导入完成：新增8个，更新0个，未导入0个').waitFor();
    await page.close();
  });

  it('asks for remote-control cars under 100 yuan with CE and opens a product card', async () => {
    const page = await signedInPage();
    await openFromMenu(page, 'AI问答');
    await page.waitForURL(/\/xiaoniaoAIproblem$/);
    await page.getByText('未配置AI模型服务：可按平台规则查找产品、工厂与帮助内容，自由问答暂不可用').waitFor();
    await page.getByRole('textbox', { name: '输入问题' }).fill('100元以内带CE认证的遥控车');
    await page.getByRole('button', { name: '发送' }).click();
    await page.getByText('已理解：分类：遥控车；证书：CE；价格：100元以内').waitFor();
    const cards = page.getByRole('list', { name: '相关产品' });
    const first = cards.getByRole('listitem').first();
    const name = (await first.getByRole('article').getAttribute('aria-label')) ?? '';
    await first.getByRole('button', { name }).click();
    await page.waitForURL(/toy=\d+/);
    await page.getByRole('dialog', { name: '产品详情' }).getByRole('heading', { name }).waitFor();
    await page.close();
  });
});
