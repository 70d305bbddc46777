import fastifyHelmet from '@fastify/helmet';
import { SYNC_PORT } from '@wanju/domain';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

/**
 * The apps' policy: scripts only from this server's files (the built apps have no inline script), styles
 * also inline (react-aria and vanilla-extract set style attributes), pictures also as data: and blob: URLs
 * (the cropper, upload previews), fetches also of data: and blob: URLs (the 3D viewer reads its model from
 * one) and the company's quotation-sync bridge on its LAN (ws/wss on port 46690, any address), framed only
 * by this origin.
 */
export const APP_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'data:', 'blob:', `ws://*:${SYNC_PORT}`, `wss://*:${SYNC_PORT}`],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/**
 * Storybook's built pages carry inline scripts (its globals, the manager's module bootstrap, an onerror
 * handler) and its runtime evaluates code, so under /storybook/ only, scripts may be inline and eval'd. The
 * rest of the policy is the apps' one.
 */
export const STORYBOOK_CSP: Directives = {
  ...APP_CSP,
  'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
};

export const cspHeader = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * Security headers on every answer (apps, API, Storybook, files): helmet's nosniff, frame options,
 * Referrer-Policy, cross-origin policies, and a Content-Security-Policy by path.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
  });
  const appPolicy = cspHeader(APP_CSP);
  const storybookPolicy = cspHeader(STORYBOOK_CSP);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', request.url.startsWith('/storybook') ? storybookPolicy : appPolicy);
  });
}
