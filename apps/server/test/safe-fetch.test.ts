import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FETCH_MSG, IMAGE_UPLOAD_MSG } from '@wanju/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '../src/pictures/image-search';
import { fetchPublic, isPrivateAddress, pinnedLookup } from '../src/pictures/safe-fetch';

/** A local server that counts its requests; `handler` answers them. */
async function localServer(handler: http.RequestListener) {
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits++;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let secret: Awaited<ReturnType<typeof localServer>>;
beforeAll(async () => {
  secret = await localServer((_req, res) => res.end('secret'));
});
afterAll(async () => {
  await secret.close();
});

const options = { maxBytes: 1000, timeoutMs: 2000 };

describe('the address classifier', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '198.18.0.1',
    '240.0.0.1',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '[::ffff:7f00:1]',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '::7f00:1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '2002:a00:1::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    '2001::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '203.0.114.1', '2606:4700::1111', '::ffff:8.8.8.8', '2002:808:808::'])(
    'allows the public %s',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('fetchPublic', () => {
  it('refuses loopback in every spelling of a URL, and contacts nothing', async () => {
    const { port } = secret;
    const urls = [
      `http://127.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://0177.0.0.1:${port}/`,
      `http://0x7f.0.0.1:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://[::127.0.0.1]:${port}/`,
      `http://[::1]:${port}/`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${port}/`,
      `http://[64:ff9b::7f00:1]:${port}/`,
      `http://0.0.0.0:${port}/`,
      `http://[::]:${port}/`,
      `http://localhost:${port}/`,
    ];
    for (const url of urls) await expect(fetchPublic(url, options), url).rejects.toThrow(FETCH_MSG.refused);
    expect(secret.hits()).toBe(0);
  });

  it('refuses a name that resolves to a private address, or to a public and a private one', async () => {
    for (const answer of [['10.0.0.1'], ['8.8.8.8', '127.0.0.1'], ['::ffff:169.254.169.254']]) {
      const resolve = async () => answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      await expect(fetchPublic('http://pictures.example/a.jpg', { ...options, resolve })).rejects.toThrow(
        FETCH_MSG.refused,
      );
    }
  });

  it('checks every redirect again, IPv4-mapped IPv6 loopback included', async () => {
    for (const location of [
      `http://[::ffff:127.0.0.1]:${secret.port}/secret`,
      `http://[::ffff:7f00:1]:${secret.port}/secret`,
      `http://2130706433:${secret.port}/secret`,
      `http://localhost:${secret.port}/secret`,
    ]) {
      const outer = await localServer((_req, res) => {
        res.writeHead(302, { location });
        res.end();
      });
      // Tests widen the allowed addresses to the first hop's local port only.
      const allow = (address: string, port: number) => port === outer.port || !isPrivateAddress(address);
      await expect(fetchPublic(`http://127.0.0.1:${outer.port}/a.jpg`, { ...options, allow })).rejects.toThrow(
        FETCH_MSG.refused,
      );
      expect(outer.hits()).toBe(1);
      await outer.close();
    }
    expect(secret.hits()).toBe(0);
  });

  it('connects to the address its own lookup checked, and looks the name up again at each hop (no rebinding)', async () => {
    let lookups = 0;
    const hosts: string[] = [];
    const site = await localServer((req, res) => {
      hosts.push(String(req.headers.host));
      if (req.url === '/first') {
        res.writeHead(302, { location: '/second' });
        res.end();
      } else res.end('picture');
    });
    // The name answers the test's local server first, then a private address (a rebinding DNS server).
    const resolve = async () => {
      lookups++;
      return [{ address: lookups === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    const allow = (address: string, port: number) =>
      (address === '127.0.0.1' && port === site.port) || !isPrivateAddress(address);
    await expect(
      fetchPublic(`http://pictures.example:${site.port}/first`, { ...options, allow, resolve }),
    ).rejects.toThrow(FETCH_MSG.refused);
    expect(lookups).toBe(2);
    expect(hosts).toEqual([`pictures.example:${site.port}`]);
    await site.close();
  });

  it('the pinned lookup answers only the address it checked', async () => {
    const lookup = pinnedLookup(
      (address) => !isPrivateAddress(address),
      async () => [{ address: '8.8.8.8', family: 4 }],
    );
    const one = await new Promise((resolve) =>
      lookup('x.example', {}, (_e, address, family) => resolve({ address, family })),
    );
    expect(one).toEqual({ address: '8.8.8.8', family: 4 });
    const refused = await new Promise((resolve) => lookup('x.example', {}, (error) => resolve(error?.message)));
    expect(refused).toBeUndefined();
    const privateLookup = pinnedLookup(
      (address) => !isPrivateAddress(address),
      async () => [{ address: '192.168.0.2', family: 4 }],
    );
    expect(await new Promise((resolve) => privateLookup('x.example', {}, (error) => resolve(error?.message)))).toBe(
      FETCH_MSG.refused,
    );
  });

  it('holds one deadline over a body that trickles in', async () => {
    const trickle = await localServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      const timer = setInterval(() => res.write('x'), 50);
      res.on('close', () => clearInterval(timer));
    });
    const allow = (_address: string, port: number) => port === trickle.port;
    const started = Date.now();
    await expect(
      fetchPublic(`http://127.0.0.1:${trickle.port}/slow.png`, { maxBytes: 1_000_000, timeoutMs: 600, allow }),
    ).rejects.toThrow(FETCH_MSG.timeout);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(550);
    expect(took).toBeLessThan(1500);
    await trickle.close();
    expect(IMAGE_LIMITS.fetchTimeoutMs).toBe(10_000);
  });

  it('caps the size while streaming, with or without a content-length', async () => {
    let closedEarly = false;
    const endless = await localServer((req, res) => {
      if (req.url === '/declared') {
        res.writeHead(200, { 'content-length': '5000' });
        res.end('x'.repeat(5000));
        return;
      }
      res.writeHead(200);
      const timer = setInterval(() => res.write('x'.repeat(400)), 5);
      res.on('close', () => {
        closedEarly = true;
        clearInterval(timer);
      });
    });
    const allow = (_address: string, port: number) => port === endless.port;
    await expect(fetchPublic(`http://127.0.0.1:${endless.port}/endless`, { ...options, allow })).rejects.toThrow(
      IMAGE_UPLOAD_MSG.fileTooLarge,
    );
    await expect(fetchPublic(`http://127.0.0.1:${endless.port}/declared`, { ...options, allow })).rejects.toThrow(
      IMAGE_UPLOAD_MSG.fileTooLarge,
    );
    await expect.poll(() => closedEarly, { timeout: 15_000 }).toBe(true);
    await endless.close();
  });

  it('fetches an allowed picture', async () => {
    const site = await localServer((_req, res) => res.end('png-bytes'));
    const allow = (_address: string, port: number) => port === site.port;
    expect((await fetchPublic(`http://127.0.0.1:${site.port}/a.png`, { ...options, allow })).toString()).toBe(
      'png-bytes',
    );
    await site.close();
  });
});
