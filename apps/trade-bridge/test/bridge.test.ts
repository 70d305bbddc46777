import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { SyncResponse } from '@wanju/domain';
import { TRADE_SYNC_MSG } from '@wanju/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { xlsxAdapter } from '../src/adapter';
import { type Bridge, startBridge } from '../src/bridge';
import { generateCertificate } from '../src/cert';
import { platformVerifier } from '../src/verify';
import { APPKEY, fakeVerifier, filesIn, items, TOKEN, tempDir } from './fixtures';

const open: Bridge[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.close()));
});

async function start(over: Partial<Parameters<typeof startBridge>[0]> = {}) {
  const out = tempDir('out');
  const dataDir = tempDir('data');
  const bridge = await startBridge({
    appkey: APPKEY,
    verify: fakeVerifier,
    adapter: xlsxAdapter(out),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    ...over,
  });
  open.push(bridge);
  return { bridge, out, dataDir };
}

/** Sends one raw message and collects the answers until one with requestKeep false. */
function exchange(url: string, message: string, wsOptions: object = {}): Promise<SyncResponse[]> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, wsOptions);
    const answers: SyncResponse[] = [];
    socket.on('open', () => socket.send(message));
    socket.on('message', (data) => {
      const answer = JSON.parse(data.toString()) as SyncResponse;
      answers.push(answer);
      if (answer.requestKeep === false) {
        socket.close();
        resolve(answers);
      }
    });
    socket.on('error', reject);
  });
}
const request = (over: object = {}) =>
  JSON.stringify({
    id: 'q-1',
    type: 'Quotation',
    action: 'Import',
    software: 1,
    token: TOKEN,
    appkey: APPKEY,
    data: { account_name: 'sales01', title: '报价单 Q1', items: items(3) },
    ...over,
  });

describe('the bridge on /biz', () => {
  it('refuses what is not an Import request of a quotation, naming no id it did not get', async () => {
    const { bridge, out } = await start();
    const url = `ws://127.0.0.1:${bridge.port}/biz`;
    expect(await exchange(url, 'not json')).toEqual([
      { requestId: '', requestError: TRADE_SYNC_MSG.bridgeBadRequest, requestKeep: false },
    ]);
    expect((await exchange(url, request({ action: 'Delete' })))[0]).toMatchObject({
      requestId: 'q-1',
      requestError: TRADE_SYNC_MSG.bridgeBadRequest,
    });
    expect((await exchange(url, request({ data: null })))[0]?.requestError).toBe(TRADE_SYNC_MSG.bridgeBadRequest);
    expect((await exchange(url, request({ data: { items: [] } }))).at(-1)?.requestError).toBe('无样品数据');
    expect(filesIn(out)).toEqual([]);
  });

  it('answers requestId, requestKeep, responseData and responseTip until 100; logs the import', async () => {
    const { bridge, dataDir } = await start();
    const answers = await exchange(`ws://127.0.0.1:${bridge.port}/biz`, request());
    expect(answers.every((a) => a.requestId === 'q-1' && a.requestError === undefined)).toBe(true);
    expect(answers.at(-1)).toEqual({
      requestId: 'q-1',
      requestKeep: false,
      responseData: 100,
      responseTip: TRADE_SYNC_MSG.bridgeDone(3),
    });
    expect(answers.slice(0, -1).every((a) => a.requestKeep === true && (a.responseData as number) < 100)).toBe(true);
    const log = fs.readFileSync(path.join(dataDir, 'imports.jsonl'), 'utf8').trim().split('\n');
    expect(JSON.parse(log[0] as string)).toMatchObject({
      id: 'q-1',
      status: 'done',
      count: 3,
      account_name: 'sales01',
    });
  });

  it('resends a logged import: the file is written again after it was deleted; an unknown id is refused', async () => {
    const { bridge, out } = await start();
    await exchange(`ws://127.0.0.1:${bridge.port}/biz`, request());
    const [file] = filesIn(out);
    fs.rmSync(path.join(out, file as string));
    const record = await bridge.resend('q-1');
    expect(record).toMatchObject({ id: 'q-1', status: 'resent', count: 3 });
    expect(filesIn(out)).toEqual([file]);
    await expect(bridge.resend('nope')).rejects.toThrow('没有同步编号为 nope 的导入记录');
    // a resend is not a second import: the id stays refused on the socket
    const again = await exchange(`ws://127.0.0.1:${bridge.port}/biz`, request());
    expect(again.at(-1)?.requestError).toBe(TRADE_SYNC_MSG.bridgeDuplicate);
  });

  it('a restarted bridge still ignores an id it imported before (the log is on disk)', async () => {
    const { bridge, dataDir } = await start();
    await exchange(`ws://127.0.0.1:${bridge.port}/biz`, request());
    await bridge.close();
    open.pop();
    const again = await start({ dataDir });
    const answers = await exchange(`ws://127.0.0.1:${again.bridge.port}/biz`, request());
    expect(answers.at(-1)?.requestError).toBe(TRADE_SYNC_MSG.bridgeDuplicate);
    expect(filesIn(again.out)).toEqual([]);
  });

  it('the status page shows the import log to this machine, and resends from it', async () => {
    const { bridge, out } = await start();
    await exchange(`ws://127.0.0.1:${bridge.port}/biz`, request());
    const page = await fetch(`http://127.0.0.1:${bridge.port}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('报价单同步桥接程序');
    expect(html).toContain('报价单 Q1');
    expect(html).toContain('重新写入');
    fs.rmSync(path.join(out, filesIn(out)[0] as string));
    const posted = await fetch(`http://127.0.0.1:${bridge.port}/resend?id=q-1`, { method: 'POST', redirect: 'manual' });
    expect(posted.status).toBe(303);
    expect(filesIn(out)).toHaveLength(1);
    const foreign = await fetch(`http://127.0.0.1:${bridge.port}/resend?id=q-1`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await fetch(`http://127.0.0.1:${bridge.port}/biz`)).status).toBe(426);
  });

  it('checks the token with the platform: accepted once, refused with the platform’s message, unreachable', async () => {
    const seen: unknown[] = [];
    const platform = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const b = JSON.parse(body) as { appkey: string; token: string };
        seen.push(b);
        const ok = req.url === '/api/trade_sync/verify' && b.appkey === APPKEY && b.token === TOKEN;
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify(
            ok
              ? { code: 0, msg: '成功', data: { company_id: 1, company_name: '环球优品' } }
              : { code: 403, msg: TRADE_SYNC_MSG.bridgeWrongToken, data: null },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(platform.address() as { port: number }).port}`;
    try {
      const verify = platformVerifier(base);
      expect(await verify(APPKEY, TOKEN)).toEqual({ ok: true, companyName: '环球优品' });
      expect(await verify(APPKEY, TOKEN)).toEqual({ ok: true, companyName: '环球优品' });
      expect(seen).toHaveLength(1);
      expect(await verify(APPKEY, 'wrong')).toEqual({ ok: false, message: TRADE_SYNC_MSG.bridgeWrongToken });
      const down = platformVerifier('http://127.0.0.1:9', { timeoutMs: 2000 });
      expect(await down(APPKEY, TOKEN)).toEqual({ ok: false, message: TRADE_SYNC_MSG.bridgeVerifyUnavailable });
    } finally {
      platform.close();
    }
  });

  it.skipIf(!fs.existsSync('/usr/bin/openssl'))(
    'with the certificate of `cert`, the same port answers wss (trusting that certificate) and ws',
    async () => {
      const certDir = tempDir('cert');
      const { cert, key } = await generateCertificate(certDir, ['192.168.1.20']);
      expect((fs.statSync(key).mode & 0o777).toString(8)).toBe('600');
      const { bridge } = await start({ tls: { cert: fs.readFileSync(cert), key: fs.readFileSync(key) } });
      const secure = await exchange(`wss://127.0.0.1:${bridge.port}/biz`, request({ id: 'tls-1' }), {
        ca: fs.readFileSync(cert),
      });
      expect(secure.at(-1)).toMatchObject({ requestId: 'tls-1', responseData: 100 });
      const plain = await exchange(`ws://127.0.0.1:${bridge.port}/biz`, request({ id: 'tls-2' }));
      expect(plain.at(-1)).toMatchObject({ requestId: 'tls-2', responseData: 100 });
      // a client that does not trust the certificate cannot connect
      await expect(exchange(`wss://127.0.0.1:${bridge.port}/biz`, request({ id: 'tls-3' }))).rejects.toThrow();
    },
  );
});
