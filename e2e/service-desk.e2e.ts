import { describe, it } from 'vitest';
import { buyerSession, signIn } from './harness';

const { signedInPage, signedOutPage, baseUrl } = buyerSession();

describe('the customer-service desk', () => {
  it('a buyer writes to customer service; an agent takes it from the queue, answers live, and closes it', async () => {
    const question = `请问怎么开通会员？${Date.now().toString(36)}`;
    const answer = '您好，会员可在个人中心开通';

    // The agent signs in to the portal and opens the desk from the menu.
    const agent = await signedOutPage();
    await agent.goto(`${baseUrl()}/login`);
    await signIn(agent, '13800000006', 'demo123456');
    await agent.waitForURL((url) => !url.pathname.startsWith('/login'));
    await agent.getByRole('button', { name: '全部功能' }).click();
    await agent.getByText('客服工作台', { exact: true }).click();
    const desk = agent.getByRole('region', { name: '客服工作台' });
    await desk.waitFor();

    // The buyer opens customer service from the side toolbar and writes.
    const buyer = await signedInPage();
    await buyer.getByRole('complementary', { name: '侧边工具栏' }).getByRole('button', { name: /客服/ }).click();
    const window = buyer.getByRole('dialog', { name: '在线沟通' });
    await window.getByRole('textbox', { name: '消息内容' }).fill(question);
    await window.getByRole('textbox', { name: '消息内容' }).press('Enter');
    const buyerLog = window.getByRole('log', { name: '聊天记录' });
    await buyerLog.getByText(question).waitFor();

    // Without a reload it appears in the agent's waiting queue; the agent takes it and answers.
    const waiting = desk.getByRole('option', { name: new RegExp(question) });
    await waiting.waitFor();
    await waiting.click();
    await desk.getByRole('log', { name: '聊天记录' }).getByText(question).waitFor();
    await desk.getByRole('button', { name: '接入' }).click();
    await desk.getByText('由我接待').waitFor();
    await desk.getByRole('textbox', { name: '消息内容' }).fill(answer);
    await desk.getByRole('textbox', { name: '消息内容' }).press('Enter');
    await desk.getByRole('log', { name: '聊天记录' }).getByText(answer).waitFor();

    // The buyer sees the answer live.
    await buyerLog.getByText(answer).waitFor({ timeout: 15_000 });

    // The agent closes it: it moves to 已结束.
    await desk.getByRole('button', { name: '结束会话' }).click();
    await desk.getByRole('button', { name: '重新打开' }).waitFor();
    await desk.getByRole('tab', { name: /已结束/ }).click();
    await desk.getByRole('option', { name: new RegExp(answer) }).waitFor();
    await agent.close();
    await buyer.close();
  });
});
