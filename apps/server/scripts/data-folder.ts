// npm run backup [-- --data-dir data] [--out backups/<name>]: backs the default data folder up (the embedded database
// and the stored files), through the server running on it when there is one, so it can stay up.
// npm run restore -- <backup folder> [--data-dir data]: puts a backup into an empty data folder.
// Relative paths are taken from the repository's root (npm runs it there), like the server's DATA_DIR.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupDataFolder, restoreDataFolder } from '../src/operations/index';

const base = process.cwd();
const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { 'data-dir': { type: 'string' }, out: { type: 'string' } },
  allowPositionals: true,
});
const [command, source] = positionals;
const dataDir = path.resolve(base, values['data-dir'] ?? process.env.DATA_DIR ?? 'data');

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

async function main(): Promise<void> {
  if (process.env.DATABASE_URL)
    throw new BackupError('服务使用 PostgreSQL：请用 pg_dump 备份（见 README「运维」一节）');
  if (command === 'backup') {
    const out = path.resolve(base, values.out ?? path.join('backups', `wanju-${stamp(new Date())}`));
    const started = Date.now();
    const manifest = await backupDataFolder(dataDir, out);
    const mb = (manifest.bytes / 1024 / 1024).toFixed(1);
    console.log(
      `已备份 ${dataDir} → ${out}（${manifest.mode === 'online' ? '服务运行中' : '服务未运行'}，` +
        `数据库迁移 ${manifest.migration ?? '无'}，文件 ${manifest.files} 个 ${mb} MB，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒）`,
    );
  } else if (command === 'restore' && source) {
    const from = path.resolve(base, source);
    const { manifest, users, products } = await restoreDataFolder(from, dataDir);
    console.log(
      `已从 ${from}（${manifest.created_at}）恢复到 ${dataDir}：用户 ${users} 个，商品 ${products} 个，` +
        `文件 ${manifest.files} 个。启动服务即可使用。`,
    );
  } else {
    console.error(
      '用法：npm run backup [-- --data-dir data --out 备份目录]\n      npm run restore -- 备份目录 [--data-dir data]',
    );
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
});
