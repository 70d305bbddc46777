import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bellCount, buyerSession, consoleNav, signIn } from './harness';

const { signedInPage, signedOutPage, baseUrl } = buyerSession();

async function post<T>(path: string, body: unknown, token = ''): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** The header bell's count (0 when it shows no badge). */

async function until(read: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await read())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('chat between accounts: a buyer and a factory, two colleagues', () => {
  it('a buyer asks about a product; the factory answers in the console; the buyer sees it live', async () => {
    // The demo factory's first product.
    const { token } = await post<{ token: string }>('/api/login', { phone: '13800000005', password: 'demo123456' });
    const desk = await post<{ factory_id: number }>(
      '/api/factory_console/get_find_sample_list',
      { page: 1, page_size: 1 },
      token,
    );
    const toys = await post<{ list: { id: number; name: string }[] }>(
      '/api/factory/get_toy_list',
      { id: desk.factory_id, page: 1, page_size: 1 },
      token,
    );
    const product = toys.list[0];
    expect(product).toBeTruthy();
    if (!product) return;

    // The factory waits in its console's messages screen (its own browser context).
    const factory = await signedOutPage();
    await factory.goto(`${baseUrl()}/factory/`);
    await signIn(factory, '13800000005', 'demo123456');
    await consoleNav(factory, /^消息/);

    // The buyer asks from the product's detail.
    const buyer = await signedInPage();
    await buyer.goto(`${baseUrl()}/new_arrivals?toy=${product.id}`);
    await buyer.getByRole('button', { name: '咨询工厂' }).click();
    const window = buyer.getByRole('dialog', { name: '在线沟通' });
    const buyerLog = window.getByRole('log', { name: '聊天记录' });
    await buyerLog.getByText(product.name).first().waitFor();
    await window.getByRole('textbox', { name: '消息内容' }).fill('这款起订量多少？');
    await window.getByRole('textbox', { name: '消息内容' }).press('Enter');
    await buyerLog.getByText('这款起订量多少？').waitFor();
    await buyer.keyboard.press('Escape');
    await window.waitFor({ state: 'hidden' });
    // and the product's detail under it, with Escape again once focus is back in it
    await buyer.waitForFunction(() => document.activeElement?.closest('[role=dialog]'));
    await buyer.keyboard.press('Escape');
    await buyer.getByRole('button', { name: '咨询工厂' }).waitFor({ state: 'hidden' });
    const before = await bellCount(buyer);

    // The question reaches the console live; the factory answers it.
    const conversation = factory.getByRole('option', { name: /^王建国/ });
    await conversation.waitFor();
    await conversation.click();
    const factoryLog = factory.getByRole('log', { name: '聊天记录' });
    await factoryLog.getByText('这款起订量多少？').waitFor();
    await factory.getByRole('textbox', { name: '消息内容' }).fill('500 件起订，交期 25 天');
    await factory.getByRole('textbox', { name: '消息内容' }).press('Enter');
    await factoryLog.getByText('500 件起订，交期 25 天').waitFor();

    // Without a reload: the buyer's bell counts the answer, and opening the messages shows it.
    await until(async () => (await bellCount(buyer)) === before + 1);
    // The side toolbar's messages button counts it too (its name begins with the badge: '1消息').
    await buyer
      .getByRole('complementary', { name: '侧边工具栏' })
      .getByRole('button', { name: /^1消息/ })
      .click();
    await window.getByRole('log', { name: '聊天记录' }).getByText('500 件起订，交期 25 天').waitFor();
    await until(async () => (await bellCount(buyer)) === before);
    await factory.close();
    await buyer.close();
  });

  it('after a full reload, the bell still counts a factory answer live', async () => {
    const factoryLogin = await post<{ token: string }>('/api/login', { phone: '13800000005', password: 'demo123456' });
    const buyerLogin = await post<{ token: string }>('/api/login', { phone: '13800000001', password: 'demo123456' });
    const desk = await post<{ factory_id: number }>(
      '/api/factory_console/get_find_sample_list',
      { page: 1, page_size: 1 },
      factoryLogin.token,
    );
    const { conversation } = await post<{ conversation: { chat_id: string } }>(
      '/api/chat/get_message_factory',
      { factory_id: desk.factory_id },
      buyerLogin.token,
    );

    const buyer = await signedInPage();
    await buyer.goto(`${baseUrl()}/index`);
    // The reloaded page's live socket listens once the hub confirms the buyer's own channel to it.
    let subscribed = false;
    buyer.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (/"type":"subscribed","channel":"user:/.test(String(payload))) subscribed = true;
      }),
    );
    await buyer.reload();
    await buyer.getByRole('button', { name: /王建国/ }).waitFor();
    await until(async () => subscribed);
    const before = await bellCount(buyer);

    const { user_sig } = await post<{ user_sig: string }>('/api/chat/again_user_sig', {}, factoryLogin.token);
    await post(
      '/api/chat/send_message',
      {
        chat_id: conversation.chat_id,
        gid: `greload${Date.now().toString(36)}`,
        user_sig,
        msg_content: [{ MsgType: 'TIMTextElem', MsgContent: { Text: '样品已寄出，请查收' } }],
      },
      factoryLogin.token,
    );
    // well within the 100 s timer: only the realtime hub can move it this soon
    await until(async () => (await bellCount(buyer)) === before + 1, 8000);
    await buyer.close();
  });

  it('two colleagues of one company chat live from the 同事 tab', async () => {
    const main = await signedInPage();
    await main.goto(`${baseUrl()}/index`);
    const sales = await signedOutPage();
    await sales.goto(`${baseUrl()}/login`);
    await signIn(sales, '13800000002', 'demo123456');
    await sales.getByRole('button', { name: /李晓梅/ }).waitFor();

    const open = async (page: Page) => {
      await page.getByRole('complementary', { name: '侧边工具栏' }).getByRole('button', { name: /消息$/ }).click();
      const window = page.getByRole('dialog', { name: '在线沟通' });
      await window.getByRole('tab', { name: /^同事/ }).click();
      return window;
    };
    const mainWindow = await open(main);
    await mainWindow
      .getByRole('navigation', { name: '同事列表' })
      .getByRole('button', { name: '与李晓梅沟通' })
      .click();
    await mainWindow.getByRole('textbox', { name: '消息内容' }).fill('下午三点开会对报价');
    await mainWindow.getByRole('textbox', { name: '消息内容' }).press('Enter');
    const mainLog = mainWindow.getByRole('log', { name: '聊天记录' });
    await mainLog.getByText('下午三点开会对报价').waitFor();

    // The colleague's open 同事 tab lists the conversation live; opening it shows the message, the answer goes back.
    const salesWindow = await open(sales);
    await salesWindow.getByRole('option', { name: /^王建国/ }).click();
    await salesWindow.getByRole('log', { name: '聊天记录' }).getByText('下午三点开会对报价').waitFor();
    await salesWindow.getByRole('textbox', { name: '消息内容' }).fill('收到');
    await salesWindow.getByRole('textbox', { name: '消息内容' }).press('Enter');
    await mainLog.getByText('收到', { exact: true }).waitFor();
    await main.close();
    await sales.close();
  });
});
