import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The built front ends under public/, by URL prefix. Longer prefixes first. */
const SITES = [
  { prefix: '/storybook/', dir: 'storybook', spa: false },
  { prefix: '/factory/', dir: 'factory', spa: true },
  { prefix: '/kiosk/', dir: 'kiosk', spa: true },
  { prefix: '/', dir: 'buyer', spa: true },
] as const;

function setCacheHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
  // Vite's hashed assets never change; HTML must always be revalidated.
  if (/[/\\]assets[/\\]/.test(filePath)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  else res.setHeader('cache-control', 'no-cache');
}

/** True when the URL's path, decoded, has a '..' segment (or cannot be decoded). */
function climbs(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  try {
    return /(^|[/\\])\.\.([/\\]|$)/.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

export async function serveSites(app: FastifyInstance, publicDir: string): Promise<void> {
  const sites = SITES.map((site) => ({ ...site, root: path.join(publicDir, site.dir) })).filter((site) =>
    fs.existsSync(site.root),
  );
  for (const [index, site] of sites.entries()) {
    await app.register(fastifyStatic, {
      root: site.root,
      prefix: site.prefix,
      decorateReply: index === 0,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }

  /** SPA fallback: a GET for a page of an app answers the app's index.html. */
  app.decorate('spaFallback', (url: string, reply: FastifyReply) => {
    // A path that climbs out of its folder is no page of an app: 404, not the app's index.html.
    if (climbs(url)) return false;
    const site = sites.find((s) => s.spa && (url.startsWith(s.prefix) || `${url}/` === s.prefix));
    if (!site || !fs.existsSync(path.join(site.root, 'index.html'))) return false;
    reply.header('cache-control', 'no-cache');
    void reply.sendFile('index.html', site.root);
    return true;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    spaFallback?: (url: string, reply: FastifyReply) => boolean;
  }
}
