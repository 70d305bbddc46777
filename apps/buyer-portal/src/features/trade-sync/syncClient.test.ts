// @vitest-environment node
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type SyncItem, type SyncRunState, TRADE_SYNC_MSG } from '@wanju/domain';
import { type Bridge, type ImportAdapter, startBridge, type TokenVerifier, xlsxAdapter } from '@wanju/trade-bridge';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { runSync, type SocketFactory, type SyncRun } from './syncClient';

const APPKEY = 'wj1122334455667788';
const TOKEN = 'the-company-token-0123456789abcdef';
const verify: TokenVerifier = async (appkey, token) =>
  appkey === APPKEY && token === TOKEN
    ? { ok: true, companyName: '深圳市环球优品贸易有限公司' }
    : { ok: false, message: TRADE_SYNC_MSG.bridgeWrongToken };

const createSocket: SocketFactory = (url) => new WebSocket(url) as never;
const item = (line: number, over: Partial<SyncItem> = {}): SyncItem => ({
  line,
  article_number: `HX-${line}`,
  name: `积木套装 ${line}`,
  name_en: '',
  factory_name: '澄海宏兴玩具厂',
  unit: 'PCS',
  packing_name: '彩盒',
  price: 10 + line,
  currency: 'USD',
  quantity: 2,
  carton_length: 50,
  carton_width: 40,
  carton_height: 30,
  carton_quantity: 12,
  carton_cubic_meter: 0.06,
  gross_weight: 8,
  net_weight: 7,
  picture: '',
  remark: '',
  ...over,
});
let seq = 0;
const run = (over: Partial<SyncRun> = {}): SyncRun => ({
  request_id: `req-${Date.now()}-${seq++}`,
  software: 1,
  appkey: APPKEY,
  token: TOKEN,
  hosts: ['127.0.0.1'],
  account_name: 'sales01',
  title: '报价单 Q20261120-0001',
  items: Array.from({ length: 50 }, (_, i) => item(i + 1)),
  ...over,
});

const temp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `sync-client-${name}-`));
const bridges: Bridge[] = [];
afterEach(async () => {
  await Promise.all(bridges.splice(0).map((b) => b.close()));
});
async function bridge(adapter?: (out: string) => ImportAdapter) {
  const out = temp('out');
  const b = await startBridge({
    appkey: APPKEY,
    verify,
    adapter: (adapter ?? xlsxAdapter)(out),
    dataDir: temp('data'),
    port: 0,
    host: '127.0.0.1',
  });
  bridges.push(b);
  return { b, out };
}
/** A port nothing listens on. */
async function deadPort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
function collect() {
  const states: SyncRunState[] = [];
  return { states, onState: (s: SyncRunState) => states.push(s) };
}

describe('the portal’s sync client and the bridge, on loopback', () => {
  it('sends the Import request, follows the progress to 100 and leaves a file holding every item', async () => {
    const { b, out } = await bridge();
    const { states, onState } = collect();
    const r = run();
    const outcome = await runSync(r, { secure: false, port: b.port, createSocket, onState });
    expect(outcome).toEqual({ ok: true, host: '127.0.0.1', tip: TRADE_SYNC_MSG.bridgeDone(50) });
    expect(states[0]).toEqual({ phase: 'connecting', host: '127.0.0.1', message: '服务器连接中，请耐心等候' });
    const percents = states.flatMap((s) => (s.phase === 'syncing' ? [s.percent] : []));
    expect(percents.length).toBeGreaterThan(3);
    expect([...percents].sort((x, y) => x - y)).toEqual(percents);
    expect(states.some((s) => s.phase === 'syncing' && s.tip === TRADE_SYNC_MSG.bridgeChecking)).toBe(true);
    expect(states.at(-1)).toMatchObject({ phase: 'done', host: '127.0.0.1' });

    const files = fs.readdirSync(out);
    expect(files).toHaveLength(1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path.join(out, files[0] as string));
    const sheet = book.getWorksheet('报价导入');
    expect(sheet?.rowCount).toBe(51);
    expect(sheet?.getRow(51).getCell(2).value).toBe('HX-50');
    expect(b.log.imported(r.request_id)).toBe(true);
  });

  it('tries the hosts in order, localhost last: an unreachable LAN address first, then the bridge', async () => {
    const { b } = await bridge();
    const { states, onState } = collect();
    // 127.0.0.2 is loopback too, but nothing listens there on the bridge's port
    const outcome = await runSync(run({ hosts: ['127.0.0.2', '127.0.0.1'] }), {
      secure: false,
      port: b.port,
      createSocket,
      onState,
    });
    expect(outcome).toMatchObject({ ok: true, host: '127.0.0.1' });
    const tried = states.flatMap((s) => (s.phase === 'connecting' ? [s.host] : []));
    expect(tried).toEqual(['127.0.0.2', '127.0.0.1']);
  });

  it('no host answers: the IP error after the last one', async () => {
    const port = await deadPort();
    const { states, onState } = collect();
    const outcome = await runSync(run({ hosts: ['127.0.0.2', '127.0.0.1'] }), {
      secure: false,
      port,
      createSocket,
      onState,
    });
    expect(outcome).toEqual({ ok: false, messages: ['IP地址错误，请重启服务器或联系我们这边客服'] });
    expect(states.filter((s) => s.phase === 'connecting')).toHaveLength(2);
  });

  it('a wrong token: the requestError is shown, then again with the restart suffix; nothing is written', async () => {
    const { b, out } = await bridge();
    const outcome = await runSync(run({ token: 'stolen' }), {
      secure: false,
      port: b.port,
      createSocket,
      onState: () => {},
    });
    expect(outcome).toEqual({
      ok: false,
      messages: [TRADE_SYNC_MSG.bridgeWrongToken, `${TRADE_SYNC_MSG.bridgeWrongToken}，请重启服务器或联系我们这边客服`],
    });
    expect(fs.readdirSync(out)).toEqual([]);
  });

  it('another company’s appkey is refused before anything is checked or written', async () => {
    const { b, out } = await bridge();
    const outcome = await runSync(run({ appkey: 'wj9999999999999999' }), {
      secure: false,
      port: b.port,
      createSocket,
      onState: () => {},
    });
    expect(outcome).toMatchObject({ ok: false, messages: [TRADE_SYNC_MSG.bridgeForeignAppkey, expect.any(String)] });
    expect(fs.readdirSync(out)).toEqual([]);
  });

  it('a malformed item refuses the whole import: none of its items is written', async () => {
    const { b, out } = await bridge();
    const items = [item(1), item(2), item(3, { price: Number.NaN }), item(4)];
    const outcome = await runSync(run({ items }), { secure: false, port: b.port, createSocket, onState: () => {} });
    // NaN travels as null in JSON: the price is missing
    expect(outcome).toMatchObject({ ok: false, messages: ['第3款产品数据有误：单价', expect.any(String)] });
    expect(fs.readdirSync(out)).toEqual([]);
  });

  it('the same id a second time is ignored with a requestError; the first file stays as it was', async () => {
    const { b, out } = await bridge();
    const r = run();
    expect((await runSync(r, { secure: false, port: b.port, createSocket, onState: () => {} })).ok).toBe(true);
    const [file] = fs.readdirSync(out);
    const before = fs.statSync(path.join(out, file as string)).mtimeMs;
    const again = await runSync(
      { ...r, items: [item(1)] },
      { secure: false, port: b.port, createSocket, onState: () => {} },
    );
    expect(again).toMatchObject({ ok: false, messages: [TRADE_SYNC_MSG.bridgeDuplicate, expect.any(String)] });
    expect(fs.readdirSync(out)).toEqual([file]);
    expect(fs.statSync(path.join(out, file as string)).mtimeMs).toBe(before);
  });

  it('the bridge going away mid-sync: the portal says the sync was interrupted, the output holds nothing', async () => {
    let b: Bridge | null = null;
    const slow = (out: string): ImportAdapter => {
      const inner = xlsxAdapter(out);
      return {
        name: 'slow-xlsx',
        write: (job, options) =>
          inner.write(job, {
            ...options,
            onProgress: (done, total) => {
              options?.onProgress?.(done, total);
              // the machine is switched off after the first rows
              if (done === 20) void b?.close();
            },
          }),
      };
    };
    const started = await bridge(slow);
    b = started.b;
    bridges.pop();
    const { states, onState } = collect();
    const outcome = await runSync(run({ items: Array.from({ length: 200 }, (_, i) => item(i + 1)) }), {
      secure: false,
      port: b.port,
      createSocket,
      onState,
    });
    expect(outcome).toEqual({ ok: false, messages: [TRADE_SYNC_MSG.syncInterrupted] });
    expect(states.some((s) => s.phase === 'syncing' && s.percent > 0)).toBe(true);
    await b.close();
    expect(fs.readdirSync(started.out)).toEqual([]);
  });
});
