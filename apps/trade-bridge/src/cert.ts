import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** This machine's IPv4 addresses on its networks (what the platform records as local_ip), loopback excluded. */
export function localAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

/**
 * A self-signed certificate for wss: valid for localhost, 127.0.0.1 and the given addresses (this machine's
 * LAN addresses by default), ten years, written as cert.pem and key.pem in `dir` (the key readable by the
 * owner only). Made with the openssl command line (OpenSSL 1.1.1 or newer, for -addext).
 */
export async function generateCertificate(
  dir: string,
  addresses: string[] = localAddresses(),
): Promise<{ cert: string; key: string }> {
  await fs.mkdir(dir, { recursive: true });
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const ips = ['127.0.0.1', ...addresses.filter((a) => a !== '127.0.0.1')];
  const san = ['DNS:localhost', ...ips.map((ip) => `IP:${ip}`)].join(',');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-sha256',
    '-days',
    '3650',
    '-subj',
    '/CN=wanju-trade-bridge',
    '-addext',
    `subjectAltName=${san}`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  await fs.chmod(key, 0o600);
  return { cert, key };
}
