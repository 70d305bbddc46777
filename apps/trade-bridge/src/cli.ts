import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SYNC_PATH, SYNC_PORT } from '@wanju/domain';
import { xlsxAdapter } from './adapter';
import { startBridge } from './bridge';
import { generateCertificate, localAddresses } from './cert';
import { ImportLog } from './log';
import { platformVerifier } from './verify';

const HELP = `报价单同步桥接程序（玩具采购平台）

用法：
  wanju-trade-bridge [start] --appkey <应用标识> --platform <平台地址> [选项]
  wanju-trade-bridge cert                 生成 wss 用的自签名证书（cert.pem、key.pem）
  wanju-trade-bridge log                  列出导入记录
  wanju-trade-bridge resend <同步编号>     把一次导入重新写入导出文件夹

选项：
  --appkey    平台开通同步后给出的应用标识（也可用环境变量 TRADE_BRIDGE_APPKEY）
  --platform  平台地址，例如 https://www.example.com（也可用 TRADE_BRIDGE_PLATFORM）
  --out       导入文件写入的文件夹（默认 ./贸易系统导入）
  --data      导入记录与证书所在的文件夹（默认 ~/.wanju-trade-bridge）
  --port      端口（默认 ${SYNC_PORT}）
  --host      监听的地址（默认 0.0.0.0，即本机所有网卡）
`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    appkey: { type: 'string' },
    platform: { type: 'string' },
    out: { type: 'string' },
    data: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const command = positionals[0] ?? 'start';
const dataDir = path.resolve(values.data ?? path.join(os.homedir(), '.wanju-trade-bridge'));
const outDir = path.resolve(values.out ?? '贸易系统导入');

async function main() {
  if (values.help) return console.log(HELP);
  if (command === 'cert') {
    const { cert, key } = await generateCertificate(dataDir);
    console.log(
      `已生成证书：${cert}\n私钥：${key}\n证书包含的地址：localhost、127.0.0.1、${localAddresses().join('、') || '（无局域网地址）'}`,
    );
    console.log(
      '请把 cert.pem 安装到使用平台的每台电脑的“受信任的根证书颁发机构”，然后重新启动本程序，即可用 wss 连接。',
    );
    return;
  }
  if (command === 'log') {
    for (const r of new ImportLog(dataDir).recent(200))
      console.log(`${r.at}  ${r.status}  ${r.id}  ${r.title}  ${r.count}款  ${r.output.join(' ')}`);
    return;
  }
  if (command === 'resend') {
    const id = positionals[1];
    if (!id) throw new Error('请给出同步编号：wanju-trade-bridge resend <同步编号>');
    const log = new ImportLog(dataDir);
    const job = await log.request(id);
    if (!job) throw new Error(`没有同步编号为 ${id} 的导入记录`);
    const output = await xlsxAdapter(outDir).write(job);
    await log.append({
      id,
      status: 'resent',
      at: new Date().toISOString(),
      account_name: job.data.account_name,
      title: job.data.title,
      count: job.data.items.length,
      output,
    });
    return console.log(`已重新写入：${output.join(', ')}`);
  }
  if (command !== 'start') return console.log(HELP);
  const appkey = values.appkey ?? process.env.TRADE_BRIDGE_APPKEY;
  const platform = values.platform ?? process.env.TRADE_BRIDGE_PLATFORM;
  if (!appkey || !platform) {
    console.error('缺少 --appkey 或 --platform（在平台的“贸易系统”页面查看应用标识）\n');
    console.log(HELP);
    process.exitCode = 2;
    return;
  }
  const certFile = path.join(dataDir, 'cert.pem');
  const keyFile = path.join(dataDir, 'key.pem');
  const tls =
    fs.existsSync(certFile) && fs.existsSync(keyFile)
      ? { cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) }
      : undefined;
  const bridge = await startBridge({
    appkey,
    platformUrl: platform,
    verify: platformVerifier(platform),
    adapter: xlsxAdapter(outDir),
    dataDir,
    port: values.port ? Number(values.port) : SYNC_PORT,
    host: values.host,
    tls,
    onEvent: (e) => console.log(`${new Date().toLocaleString('zh-CN')}  ${e.kind}  ${e.id}  ${e.message}`),
  });
  const scheme = tls ? 'ws 与 wss' : 'ws';
  console.log(`桥接程序已启动：端口 ${bridge.port}，路径 ${SYNC_PATH}（${scheme}）`);
  console.log(`本机局域网地址：${localAddresses().join('、') || '无'}（请让平台客服登记这些地址）`);
  console.log(`导入文件写入：${outDir}`);
  console.log(`状态页：http://127.0.0.1:${bridge.port}/`);
  const stop = () => void bridge.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
