import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SyncItem, TRADE_SYNC_MSG } from '@wanju/domain';
import type { TokenVerifier } from '../src/verify';

export const APPKEY = 'wj00112233445566ff';
export const TOKEN = 'token-of-the-demo-company-000000';

/** Stands in for the platform's check: the company's appkey with its token only. */
export const fakeVerifier: TokenVerifier = async (appkey, token) =>
  appkey === APPKEY && token === TOKEN
    ? { ok: true, companyName: '深圳市环球优品贸易有限公司' }
    : { ok: false, message: TRADE_SYNC_MSG.bridgeWrongToken };

export const item = (line: number, over: Partial<SyncItem> = {}): SyncItem => ({
  line,
  article_number: `HX-${1000 + line}`,
  name: `遥控越野车 ${line}号`,
  name_en: `RC off-road car ${line}`,
  factory_name: '汕头市澄海区宏兴玩具厂',
  unit: 'PCS',
  packing_name: '彩盒',
  price: 12.5 + line,
  currency: 'USD',
  quantity: line,
  carton_length: 60,
  carton_width: 40,
  carton_height: 35.5,
  carton_quantity: 24,
  carton_cubic_meter: 0.085,
  gross_weight: 12.3,
  net_weight: 10.1,
  picture: `http://127.0.0.1/files/p${line}.jpg`,
  remark: line === 1 ? '客户要求加印LOGO' : '',
  ...over,
});

export const items = (n: number) => Array.from({ length: n }, (_, i) => item(i + 1));

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `trade-bridge-${prefix}-`));
}

/** The files a folder holds, temporary ones included. */
export const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
