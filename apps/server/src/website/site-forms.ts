import { visitorForms } from '@wanju/api-client';
import type { z } from 'zod';
import { visitorChatSend } from '../chat/index';
import { checkImage, fileUrl, storeImage } from '../pictures/index';
import { t } from './render';
import * as visitors from './visitors';

/**
 * The public website, server-rendered: /site/<slug>/… on the platform's host, or the whole of a custom host
 * name (the URL is rewritten to /site/<slug>/… before routing). Only a published site of one company is
 * served, with only that company's shown products; visitors have their own cookie session for that site.
 */

import { readChatForm, visitorConversation } from './site-chat';
import { cookie, cookies, notFoundPage, parse, type Req, redirect, SESSION_COOKIE } from './site-request';

/** The public site's forms (sign-up, sign-in, access requests, samples, orders, chat messages), posted as HTML forms or fetch. */

/** A `next` address of this site only (no scheme, no host, no climbing out). */
const safeNext = (next: unknown) =>
  typeof next === 'string' && /^\/[\w\-/?=&%.]*$/.test(next) && !next.startsWith('//') && !next.includes('..')
    ? next
    : '/account';

const FORM_PATHS = new Set([
  '/account/signin',
  '/account/register',
  '/account/signout',
  '/account/apply',
  '/samples/add',
  '/samples/update',
  '/samples/submit',
  '/samples/order',
  '/chat',
]);

export async function postForm(r: Req, path: string) {
  const { ctx, site, request } = r;
  if (!FORM_PATHS.has(path)) return notFoundPage(r);
  const client = { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
  const body = request.body as Record<string, unknown> | undefined;
  const startSession = async (visitorId: number) => {
    const token = await visitors.createSession(ctx, visitorId);
    r.setCookies.push(cookie(SESSION_COOKIE, token, r.cookiePath, request.protocol === 'https', 30 * 86_400));
  };
  if (path === '/account/signin' || path === '/account/register') {
    const registering = path === '/account/register';
    const form = registering ? parse(visitorForms.register, body) : parse(visitorForms.signIn, body);
    if (!form) return redirect(r, registering ? '/account?register=1' : '/account', { e: 'badRequest' });
    try {
      const visitor = registering
        ? await visitors.register(ctx, site, form as z.output<typeof visitorForms.register>)
        : await visitors.signIn(ctx, site, form, client);
      if (registering) await visitors.recordLogin(ctx, site, visitor.id, visitor.account, true, client);
      await startSession(visitor.id);
      return redirect(r, safeNext(body?.next));
    } catch (e) {
      if (e instanceof visitors.VisitorRefusal)
        return redirect(r, registering ? '/account?register=1' : '/account', { e: e.key });
      throw e;
    }
  }
  if (path === '/account/signout') {
    await visitors.endSession(ctx, cookies(request)[SESSION_COOKIE]);
    r.setCookies.push(cookie(SESSION_COOKIE, '', r.cookiePath, request.protocol === 'https', 0));
    return redirect(r, '/');
  }
  const visitor = r.visitor;
  if (!visitor) return redirect(r, '/account', { e: 'signInFirst' });
  if (path === '/account/apply') {
    const form = parse(visitorForms.apply, body);
    await visitors.applyForAccess(ctx, site, visitor, form?.message ?? '');
    return redirect(r, '/account', { m: 'applied' });
  }
  if (path === '/samples/add') {
    const form = parse(visitorForms.addSample, body);
    if (!form) return redirect(r, '/products', { e: 'badRequest' });
    const added = await visitors.addSample(ctx, site, visitor, form.product_id, form.qty);
    return redirect(r, `/products/${form.product_id}`, added ? { m: 'added' } : { e: 'badRequest' });
  }
  if (path === '/samples/update') {
    const form = parse(visitorForms.updateSample, body);
    if (form) await visitors.updateSample(ctx, site, visitor, form.product_id, form.qty, form.remark);
    return redirect(r, '/samples');
  }
  if (path === '/samples/submit') {
    const form = parse(visitorForms.submitSamples, body);
    const ok = await visitors.submitList(ctx, site, visitor, form?.remark ?? '');
    return redirect(r, '/samples', ok ? { m: 'submitted' } : { e: 'emptySamples' });
  }
  if (path === '/samples/order') {
    const form = parse(visitorForms.placeOrder, body);
    if (!form) return redirect(r, '/samples', { e: 'badRequest' });
    const result = await visitors.placeOrder(ctx, site, visitor, form.list_id, form.remark);
    if (result === 'needApproval') return redirect(r, '/account', { e: 'needApproval' });
    return result === 'ok'
      ? redirect(r, '/orders', { m: 'orderPlaced' })
      : redirect(r, '/samples', { e: 'badRequest' });
  }
  return postChat(r, visitor);
}

/** A chat message posted by the page's form, or by its script (answered in JSON, no reload). */
async function postChat(r: Req, visitor: visitors.Visitor) {
  const { ctx } = r;
  const byScript = r.request.headers['x-requested-with'] === 'fetch';
  const refuse = (key: 'badRequest' | 'messageRequired' | 'badPicture' | 'tooManyAttempts') =>
    byScript ? r.reply.send({ error: t(r.frame.lang)[key] }) : redirect(r, '/chat', { e: key });
  const form = await readChatForm(r);
  if (form === 'badPicture') return refuse('badPicture');
  if (!form) return refuse('badRequest');
  if (!form.text && !form.picture) return refuse('messageRequired');
  let images: string[] = [];
  if (form.picture) {
    try {
      images = [fileUrl(await storeImage(ctx, await checkImage(form.picture)))];
    } catch {
      return refuse('badPicture');
    }
  }
  const open = await visitorConversation(r, visitor, true);
  if (!open) return refuse('badRequest');
  try {
    await visitorChatSend(ctx, open.chatUserId, open.conversation, { text: form.text, images });
  } catch {
    return refuse('tooManyAttempts');
  }
  return byScript ? r.reply.send({ ok: true }) : redirect(r, '/chat');
}
