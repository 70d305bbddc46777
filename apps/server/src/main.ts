import { loadConfig } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/index';
import { createServer } from './server';

const config = loadConfig();
const started = Date.now();
// Browser journeys may run the server ahead of the wall clock to reach a factory's notification time.
const clockOffset = Number(process.env.E2E_CLOCK_OFFSET_MS) || 0;
const server = await createServer(config, clockOffset ? { now: () => new Date(Date.now() + clockOffset) } : {});
await server.app.listen({ port: config.port, host: config.host });

const base = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
const lines = [
  '',
  `玩具采购平台 已启动（${server.ctx.database.engine === 'pglite' ? `内置数据库 ${config.dataDir}` : 'PostgreSQL'}，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒${server.seeded ? '，已载入演示数据' : ''}）`,
  `  采购商门户   ${base}/`,
  `  工厂后台     ${base}/factory/`,
  `  展厅终端     ${base}/kiosk/`,
  `  组件库       ${base}/storybook/`,
  `演示账号（密码 ${DEMO_PASSWORD}）：`,
  ...DEMO_ACCOUNTS.map((a) => `  ${a.phone}  ${a.role}`),
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
