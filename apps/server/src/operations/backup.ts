import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { NOT_COPIED, openDatabase } from '../platform/db/database';
import type { AppContext } from '../platform/http/context';

/**
 * Backups of the default data folder (the embedded database under pgdata/ and the stored files under files/).
 *
 * A backup is a folder: pgdata/ (a copy of the database folder), files/ (the stored files) and backup.json. While a
 * server runs on the data folder, only it can take a consistent copy: it listens on a loopback port of its own for
 * the backup command and names that port and a fresh token in <data folder>/operator.json (readable by its owner
 * only: whoever can read it can read the data folder anyway). It copies the database first, holding its one
 * connection, then the files, with removals of stored files held back meanwhile; files are only ever added (or
 * rewritten with the same content) otherwise, so every file the copied database names is in the copied files.
 * With no server running, the folders are copied as they are.
 */

export const BACKUP_MANIFEST = 'backup.json';
export const OPERATOR_FILE = 'operator.json';
const FORMAT = 'wanju-data-folder';

export interface BackupManifest {
  format: typeof FORMAT;
  version: 1;
  created_at: string;
  /** Taken from a running server ('online') or from a folder no server used ('offline'). */
  mode: 'online' | 'offline';
  /** The last database migration applied (a server of older code cannot open a newer backup). */
  migration: string | null;
  files: number;
  bytes: number;
}

/** The operator-facing messages of backup and restore. */
export const BACKUP_MSG = {
  notEmbedded: '服务使用 PostgreSQL：请用 pg_dump 备份数据库（见 README「运维」一节）',
  destinationExists: (dir: string) => `备份目录已存在且不是空的：${dir}`,
  destinationInside: '备份目录不能在数据目录之内',
  busy: '另一个备份正在进行，请稍后再试',
  noDatabase: (dir: string) => `数据目录中没有内置数据库：${dir}`,
  notBackup: (dir: string) => `不是本平台的备份目录（缺少 ${BACKUP_MANIFEST}）：${dir}`,
  targetNotEmpty: (dir: string) => `数据目录不是空的，恢复只写入空目录：${dir}`,
  targetInUse: (dir: string) => `有服务正在使用数据目录：${dir}，请先停止它`,
  unauthorised: '备份令牌不正确',
} as const;

export class BackupError extends Error {}

const isEmptyOrMissing = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
const inside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** Copies the stored files (finished ones: a `.tmp` is a write in progress), answering their count and size. */
async function copyFiles(from: string, to: string): Promise<{ files: number; bytes: number }> {
  await fs.promises.mkdir(to, { recursive: true });
  if (!fs.existsSync(from)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  await fs.promises.cp(from, to, {
    recursive: true,
    errorOnExist: true,
    force: false,
    filter: async (source) => {
      if (source.endsWith('.tmp')) return false;
      const stat = await fs.promises.stat(source).catch(() => null);
      if (!stat) return false;
      if (stat.isFile()) {
        files++;
        bytes += stat.size;
      }
      return true;
    },
  });
  return { files, bytes };
}

async function lastMigration(ctx: Pick<AppContext, 'database'>): Promise<string | null> {
  const { rows } = await sql<{ name: string }>`SELECT max(name) AS name FROM schema_migrations`.execute(
    ctx.database.db,
  );
  return rows[0]?.name ?? null;
}

async function prepareDestination(dataDir: string, dest: string): Promise<void> {
  if (inside(dest, dataDir) || inside(dataDir, dest)) throw new BackupError(BACKUP_MSG.destinationInside);
  if (!isEmptyOrMissing(dest)) throw new BackupError(BACKUP_MSG.destinationExists(dest));
  await fs.promises.mkdir(dest, { recursive: true });
}

/** Runs the copy into a destination made for it, removing what was copied when it fails (a retry finds it empty). */
async function removedOnFailure<T>(dest: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await fs.promises.rm(dest, { recursive: true, force: true });
    throw error;
  }
}

const writeManifest = (dest: string, manifest: BackupManifest) =>
  fs.promises.writeFile(path.join(dest, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

/** A running server's backup of its own data folder into `dest` (absolute; missing or empty). */
export async function backupRunning(ctx: AppContext, dest: string): Promise<BackupManifest> {
  const { database, storage, config } = ctx;
  if (!database.snapshot) throw new BackupError(BACKUP_MSG.notEmbedded);
  await prepareDestination(config.dataDir, dest);
  const hold = storage.holdDeletes?.bind(storage) ?? (<T>(work: () => Promise<T>) => work());
  const copied = await removedOnFailure(dest, () =>
    hold(async () => {
      const migration = await lastMigration(ctx);
      await database.snapshot?.(path.join(dest, 'pgdata'));
      // Files in an object store are not in the data folder: the bucket's versioning keeps them (see README).
      const files =
        storage.kind === 'local'
          ? await copyFiles(path.join(config.dataDir, 'files'), path.join(dest, 'files'))
          : { files: 0, bytes: 0 };
      return { migration, ...files };
    }),
  );
  const manifest: BackupManifest = {
    format: FORMAT,
    version: 1,
    created_at: new Date().toISOString(),
    mode: 'online',
    ...copied,
  };
  await writeManifest(dest, manifest);
  return manifest;
}

interface OperatorFile {
  pid: number;
  port: number;
  token: string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The running server's backup port, if a live server wrote one for this data folder. */
function runningServer(dataDir: string): OperatorFile | null {
  try {
    const found = JSON.parse(fs.readFileSync(path.join(dataDir, OPERATOR_FILE), 'utf8')) as OperatorFile;
    return alive(found.pid) ? found : null;
  } catch {
    return null;
  }
}

/**
 * Serves the backup command on a loopback port for this server's life, named with a token in operator.json (the
 * embedded database only: a PostgreSQL server is backed up with its own tools). Answers the stop function.
 */
export async function listenForBackups(
  ctx: AppContext,
  log: { error(object: unknown, message: string): void },
): Promise<() => Promise<void>> {
  if (!ctx.database.snapshot) return async () => {};
  const token = randomBytes(32).toString('base64url');
  let running = false;
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return answer(401, { error: BACKUP_MSG.unauthorised });
    if (request.method !== 'POST' || request.url !== '/backup') return answer(404, { error: 'not found' });
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 64 * 1024) chunks.push(chunk);
    });
    request.on('end', () => {
      if (running) return answer(409, { error: BACKUP_MSG.busy });
      let dest = '';
      try {
        dest = String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { dir?: unknown }).dir ?? '');
      } catch {
        // answered below
      }
      if (!dest || !path.isAbsolute(dest)) return answer(400, { error: 'dir must be an absolute path' });
      running = true;
      backupRunning(ctx, path.resolve(dest))
        .then(
          (manifest) => answer(200, manifest),
          (error: Error) => {
            if (!(error instanceof BackupError)) log.error({ err: error }, 'backup');
            answer(error instanceof BackupError ? 409 : 500, { error: error.message });
          },
        )
        .finally(() => {
          running = false;
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const file = path.join(ctx.config.dataDir, OPERATOR_FILE);
  const content: OperatorFile = { pid: process.pid, port, token };
  await fs.promises.writeFile(file, JSON.stringify(content), { mode: 0o600 });
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    // Only this server's own file: a newer server on the same folder may have written its own since.
    const current = runningServerFile(file);
    if (current?.token === token) await fs.promises.rm(file, { force: true });
  };
}

function runningServerFile(file: string): OperatorFile | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as OperatorFile;
  } catch {
    return null;
  }
}

/** A command to the server's backup port; no time limit (a large data folder takes minutes to copy). */
function postJson(server: OperatorFile, urlPath: string, payload: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: urlPath,
        method: 'POST',
        headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(payload));
  });
}

/**
 * `npm run backup`: backs the data folder up into `dest` — through the server running on it when there is one,
 * else by copying its folders.
 */
export async function backupDataFolder(dataDir: string, dest: string): Promise<BackupManifest> {
  const from = path.resolve(dataDir);
  const to = path.resolve(dest);
  const server = runningServer(from);
  if (server) {
    const { status, body } = await postJson(server, '/backup', { dir: to });
    const answer = body as BackupManifest & { error?: string };
    if (status !== 200) throw new BackupError(answer.error ?? `HTTP ${status}`);
    return answer;
  }
  if (!fs.existsSync(path.join(from, 'pgdata', 'PG_VERSION'))) throw new BackupError(BACKUP_MSG.noDatabase(from));
  await prepareDestination(from, to);
  const { files, migration } = await removedOnFailure(to, async () => {
    // No server: nothing writes the folders. The database folder is copied as PostgreSQL left it (after a crash
    // too: it replays its log when opened).
    await fs.promises.cp(path.join(from, 'pgdata'), path.join(to, 'pgdata'), {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(path.basename(source)),
    });
    const files = await copyFiles(path.join(from, 'files'), path.join(to, 'files'));
    const database = await openDatabase({ dataDir: to });
    try {
      return { files, migration: await lastMigration({ database }) };
    } finally {
      await database.close();
    }
  });
  const manifest: BackupManifest = {
    format: FORMAT,
    version: 1,
    created_at: new Date().toISOString(),
    mode: 'offline',
    migration,
    ...files,
  };
  await writeManifest(to, manifest);
  return manifest;
}

/**
 * `npm run restore`: puts a backup into an empty data folder (never over data) and opens the restored database
 * once, answering its migration and how many users and products it holds.
 */
export async function restoreDataFolder(
  backupDir: string,
  dataDir: string,
): Promise<{ manifest: BackupManifest; users: number; products: number }> {
  const from = path.resolve(backupDir);
  const to = path.resolve(dataDir);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(from, BACKUP_MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(BACKUP_MSG.notBackup(from));
  }
  if (manifest.format !== FORMAT) throw new BackupError(BACKUP_MSG.notBackup(from));
  if (runningServer(to)) throw new BackupError(BACKUP_MSG.targetInUse(to));
  if (!isEmptyOrMissing(path.join(to, 'pgdata')) || !isEmptyOrMissing(path.join(to, 'files')))
    throw new BackupError(BACKUP_MSG.targetNotEmpty(to));
  await fs.promises.mkdir(to, { recursive: true });
  await fs.promises.cp(path.join(from, 'pgdata'), path.join(to, 'pgdata'), { recursive: true });
  await copyFiles(path.join(from, 'files'), path.join(to, 'files'));
  const database = await openDatabase({ dataDir: to });
  try {
    const count = async (table: 'users' | 'products') =>
      Number(
        (await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(database.db)).rows[0]?.n ?? 0,
      );
    return { manifest, users: await count('users'), products: await count('products') };
  } finally {
    await database.close();
  }
}
