import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue, JOB_EVENT, registerWorker } from '../src/platform/jobs/index';
import { startTestServer, type TestServer } from './harness';
import { isEventOn, subscribedSocket } from './realtime-socket';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('job progress pushed live', () => {
  it("reaches the owner's socket: running with progress, then done", async () => {
    const token = await server.login('13800000001');
    const me = await server.post<{ user_id: number }>('/api/system/get_user_detail', {}, token);
    const userId = me.body.data.user_id;
    const channel = `user:${userId}`;
    const socket = await subscribedSocket(server.baseUrl, token, [channel]);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    registerWorker('test_pushed', async (_job, { progress }) => {
      await progress(40);
      await held;
      return { ok: true };
    });
    const job = await enqueue(server.ctx, { kind: 'test_pushed', owner: { userId, companyId: 0 }, payload: {} });
    const isJob = (status: string) => (m: Parameters<ReturnType<typeof isEventOn>>[0]) =>
      isEventOn(channel)(m) &&
      m.type === 'event' &&
      (m.event as { type: string; id: string; status: string }).type === JOB_EVENT &&
      (m.event as { id: string }).id === job.id &&
      (m.event as { status: string }).status === status;
    const running = await socket.next(isJob('running'), 15_000);
    expect(running.type === 'event' && running.event).toMatchObject({ kind: 'test_pushed', userId });
    release();
    const done = await socket.next(isJob('done'), 15_000);
    expect(done.type === 'event' && done.event).toMatchObject({ progress: 100, error: '' });
    socket.ws.close();
  });

  it("is not pushed to another user's channel", async () => {
    const token = await server.login('13800000002');
    const other = await server.post<{ user_id: number }>('/api/system/get_user_detail', {}, token);
    const socket = await subscribedSocket(server.baseUrl, token, [`user:${other.body.data.user_id}`]);
    registerWorker('test_private', async () => 1);
    const owner = await server.post<{ user_id: number }>(
      '/api/system/get_user_detail',
      {},
      await server.login('13800000001'),
    );
    await enqueue(server.ctx, {
      kind: 'test_private',
      owner: { userId: owner.body.data.user_id, companyId: 0 },
      payload: {},
    });
    await expect(socket.next((m) => m.type === 'event', 1500)).rejects.toThrow();
    socket.ws.close();
  });
});
