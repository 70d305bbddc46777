import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ DEMO_PRODUCTS: '60' });
  token = await server.login('13800000001');
});
afterAll(async () => {
  await server?.close();
});

/** Sends raw bytes and answers the status line and the body. */
function raw(request: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
    });
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.on('error', reject);
    socket.write(request);
  });
}

describe('hostile input answers the envelope', () => {
  it('an oversized header (a 60 kB token) gets the envelope, not a bare 431', async () => {
    const response = await fetch(`${server.baseUrl}/api/system/get_user_detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: 'x'.repeat(60_000) },
      body: '{}',
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      code: 400,
      msg: '请求头过大，请重新登录后再试',
      data: null,
      request_id: expect.any(String),
    });
  });

  it('a malformed request line gets the envelope', async () => {
    const answer = await raw('POST /api/toy/get_list HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 400, msg: '请求格式不正确' });
  });

  it('ids and integers past an integer column are refused with 400 and a Chinese message', async () => {
    for (const id of [2 ** 31, 2 ** 53, -1, 0]) {
      const answer = await server.post('/api/toy/get_detail', { id }, token);
      expect(answer).toEqual({
        status: 400,
        body: { code: 400, msg: '参数错误：id（编号不正确）', data: null, request_id: expect.any(String) },
      });
    }
    const quantity = await server.post(
      '/api/website/update_sample_car',
      { customer_pick_id: 1, toy_id: 1, quantity: 2 ** 31 },
      token,
    );
    expect(quantity.status).toBe(400);
    expect(quantity.body.msg).toBe('参数错误：quantity（不能大于1000000）');
  });

  it('U+0000 and lone surrogates are refused in every body, the log endpoints included', async () => {
    const nul = await server.post('/api/customer/add', { name: 'a\u0000b' }, token);
    expect(nul).toEqual({
      status: 400,
      body: { code: 400, msg: '参数错误：name（不能包含空字符）', data: null, request_id: expect.any(String) },
    });
    for (const [path, body] of [
      ['/api/log/user_click_func_log', { func_module: 'home\uD800' }],
      ['/api/log/toy_browse_log', { toy_id: 1, module: '\uDC00' }],
      ['/api/toy/edit_error', { toy_id: 1, types: ['price'], content: '价格\uD83D不对' }],
      ['/api/toy/get_list', { keyword: 'x', extra: { '\uD800': 1 } }],
    ] as const) {
      const answer = await server.post(path, body, token);
      expect(answer.status, path).toBe(400);
      expect(answer.body.msg, path).toMatch(/包含无法识别的字符/);
    }
    // A surrogate pair (emoji) is text like any other.
    expect((await server.post('/api/log/user_click_func_log', { func_module: 'home🧸' }, token)).body.code).toBe(0);
  });
});
