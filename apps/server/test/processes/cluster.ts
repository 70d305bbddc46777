import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command, Reply } from './server-process';

const ENTRY = fileURLToPath(new URL('./server-process.ts', import.meta.url));

/** A server running in its own process. */
export interface ServerProcess {
  name: string;
  baseUrl: string;
  pid: number;
  /** Runs a command inside the process (see server-process.ts). */
  command<T = unknown>(command: DistributiveOmit<Command, 'id'>): Promise<T>;
  post<T = unknown>(urlPath: string, body?: unknown, token?: string): Promise<{ code: number; msg: string; data: T }>;
  login(phone: string, password?: string): Promise<string>;
  /** What the process wrote to stderr (for a failing test's message). */
  stderr(): string;
  stop(): Promise<void>;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Forks a server process (its own data folder, the given database and store) and waits until it listens. */
export async function startServerProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wanju-${name}-`));
  const child: ChildProcess = fork(ENTRY, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PRERENDER_PICTURES: '0',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const pending = new Map<number, (reply: Reply) => void>();
  let nextId = 1;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in time:\n${stderr}`)), 120_000);
    child.on('message', (message: Reply | { ready: true }) => {
      if ('ready' in message) {
        clearTimeout(timer);
        resolve();
        return;
      }
      pending.get(message.id)?.(message);
      pending.delete(message.id);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before listening:\n${stderr}`));
    });
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const post: ServerProcess['post'] = async (urlPath, body = {}, token) => {
    const response = await fetch(baseUrl + urlPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as never;
  };

  return {
    name,
    baseUrl,
    pid: child.pid as number,
    command<T>(command: DistributiveOmit<Command, 'id'>) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, (reply) => (reply.ok ? resolve(reply.value as T) : reject(new Error(reply.error))));
        child.send({ ...command, id });
      });
    },
    post,
    async login(phone, password = 'demo123456') {
      const answer = await post<{ token: string }>('/api/login', { phone, password });
      if (answer.code !== 0) throw new Error(`login on ${name} failed: ${answer.msg}`);
      return answer.data.token;
    },
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null) {
        child.send({ op: 'stop', id: 0 });
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
