import type { ServerResponse } from 'node:http';
import { visitorForms } from '@wanju/api-client';
import { CHAT_IMAGE_MAX_BYTES } from '@wanju/domain';
import {
  openVisitorChat,
  type VisitorChatLine,
  visitorChatFollow,
  visitorChatHistory,
  visitorChatIdentity,
} from '../chat/index';
import type { AppContext } from '../platform/http/context';
import { wdb } from './common';
import { esc, href, type PageFrame, page, siteName, t } from './render';
import * as visitors from './visitors';

/**
 * The public website, server-rendered: /site/<slug>/… on the platform's host, or the whole of a custom host
 * name (the URL is rewritten to /site/<slug>/… before routing). Only a published site of one company is
 * served, with only that company's shown products; visitors have their own cookie session for that site.
 */

import { flash, parse, type Req } from './site-request';

/** The visitor's chat with the company: the page, its live event stream and the message form. */

/**
 * The visitor's conversation with the company's staff: made on the first message (`create`), or null when
 * the visitor has not written yet.
 */
export async function visitorConversation(r: Req, visitor: visitors.Visitor, create: boolean) {
  const { ctx, site } = r;
  let chatUserId = visitor.chat_user_id;
  if (!chatUserId) {
    if (!create) return null;
    chatUserId = await visitorChatIdentity(ctx, `w${visitor.id}`, visitor.name, null);
    await wdb(ctx)
      .updateTable('website_visitors')
      .set({ chat_user_id: chatUserId })
      .where('id', '=', visitor.id)
      .execute();
    visitors.forgetVisitor(ctx, visitor.id);
  }
  const conversation = await openVisitorChat(ctx, {
    visitorKey: `w${visitor.id}`,
    chatUserId,
    companyId: site.company_id,
    title: site.name,
  });
  return { chatUserId, conversation };
}

/** One message of the chat page (the page's script renders live ones the same way). */
function chatLine(frame: PageFrame, l: VisitorChatLine): string {
  const x = t(frame.lang);
  const pictures = l.images.map((url) => `<br><img src="${esc(url)}" alt="${esc(x.picture)}" loading="lazy">`).join('');
  return `<div class="msg${l.mine ? ' me' : ''}" data-id="${l.id}"><span class="muted">${esc(l.mine ? x.you : l.nickname || x.staff)}</span>${l.text ? `<br>${esc(l.text)}` : ''}${pictures}</div>`;
}

export async function chatPage(r: Req, visitor: visitors.Visitor) {
  const { ctx, frame } = r;
  const x = t(frame.lang);
  const open = await visitorConversation(r, visitor, false);
  const lines = open ? await visitorChatHistory(ctx, open.chatUserId, open.conversation.id) : [];
  const after = lines.at(-1)?.id ?? 0;
  // Without script the form posts and the page reloads (its ↻ link too); with it, messages come and go live
  // (chat.js) and there is nothing to refresh.
  const body = `<h1>${esc(x.chat)}</h1>${flash(r)}<p class="muted">${esc(x.chatHint)}</p><div class="panel chat" role="log" aria-label="${esc(x.chat)}" aria-live="polite" data-events="${esc(href(frame, '/chat/events'))}" data-after="${after}"${open ? ' data-open="1"' : ''} data-you="${esc(x.you)}" data-staff="${esc(x.staff)}" data-picture="${esc(x.picture)}">${lines
    .map((l) => chatLine(frame, l))
    .join(
      '',
    )}</div><form class="stack" method="post" enctype="multipart/form-data" action="${esc(href(frame, '/chat'))}"><label for="text">${esc(x.message)}</label><textarea id="text" name="text" rows="3" maxlength="2000"></textarea><label for="picture">${esc(x.picture)}</label><input id="picture" name="picture" type="file" accept="image/jpeg,image/png"><p role="alert" class="note err" hidden></p><p><button type="submit">${esc(x.send)}</button><noscript> <a href="${esc(href(frame, '/chat'))}">↻</a></noscript></p></form><script src="${esc(href(frame, '/chat.js'))}" defer></script>`;
  return page(frame, { current: '', title: x.chat, description: siteName(frame), body });
}

/** The chat page's script: a live event stream (reconnecting after the last id it showed) and a posting form. */
export const CHAT_SCRIPT = `(function(){
var log=document.querySelector('[data-events]');var form=document.querySelector('form[enctype]');if(!log||!form)return;
var last=Number(log.dataset.after)||0;var alert=form.querySelector('[role=alert]');
function show(m){if(m.id<=last)return;last=m.id;var d=document.createElement('div');d.className='msg'+(m.mine?' me':'');d.dataset.id=m.id;
var who=document.createElement('span');who.className='muted';who.textContent=m.mine?log.dataset.you:(m.nickname||log.dataset.staff);d.appendChild(who);
if(m.text){d.appendChild(document.createElement('br'));d.appendChild(document.createTextNode(m.text));}
m.images.forEach(function(u){d.appendChild(document.createElement('br'));var i=document.createElement('img');i.src=u;i.alt=log.dataset.picture;d.appendChild(i);});
log.appendChild(d);log.scrollTop=log.scrollHeight;}
var source=null;function follow(){if(source)return;source=new EventSource(log.dataset.events+'?after='+last);source.onmessage=function(e){show(JSON.parse(e.data));};}
if(log.dataset.open)follow();log.scrollTop=log.scrollHeight;
form.addEventListener('submit',function(e){e.preventDefault();var button=form.querySelector('button');button.disabled=true;alert.hidden=true;
fetch(form.action,{method:'POST',body:new FormData(form),headers:{'x-requested-with':'fetch'}}).then(function(res){return res.json();}).then(function(a){
if(a.error){alert.textContent=a.error;alert.hidden=false;return;}form.reset();follow();}).catch(function(){form.submit();}).finally(function(){button.disabled=false;});});
})();`;

/**
 * GET /chat/events: the visitor's conversation as a server-sent event stream, from the message after
 * `?after=` (or Last-Event-ID after a reconnect; 0: from the start); a comment every 25 s keeps proxies
 * from closing it. No conversation yet: 204, which tells EventSource not to retry.
 */
export async function chatEvents(r: Req, visitor: visitors.Visitor) {
  const open = await visitorConversation(r, visitor, false);
  if (!open) return r.reply.status(204).send();
  const { ctx, reply, request } = r;
  const streams = streamsOf(ctx);
  // A few tabs each; more are refused (EventSource does not retry a 429).
  if ([...streams.values()].filter((id) => id === visitor.id).length >= STREAMS_PER_VISITOR)
    return reply.status(429).send();
  const after = Number(request.headers['last-event-id'] ?? r.query.get('after') ?? 0);
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  streams.set(out, visitor.id);
  let sent = Number.isSafeInteger(after) && after > 0 ? after : 0;
  const write = (line: VisitorChatLine) => {
    if (line.id <= sent) return;
    sent = line.id;
    out.write(`id: ${line.id}\ndata: ${JSON.stringify(line)}\n\n`);
  };
  // Listening starts before the catch-up read, so nothing published in between is missed (ids dedupe).
  const pending: VisitorChatLine[] = [];
  let caughtUp = false;
  const stop = visitorChatFollow(ctx, open.chatUserId, open.conversation, (line) =>
    caughtUp ? write(line) : pending.push(line),
  );
  const keepAlive = setInterval(() => out.write(': ping\n\n'), 25_000);
  keepAlive.unref();
  out.on('close', () => {
    stop();
    clearInterval(keepAlive);
    streams.delete(out);
  });
  out.write('retry: 3000\n\n');
  try {
    for (const line of await visitorChatHistory(ctx, open.chatUserId, open.conversation.id, sent)) write(line);
  } finally {
    caughtUp = true;
    for (const line of pending.sort((a, b) => a.id - b.id)) write(line);
  }
}

/**
 * The open event streams of a server, with their visitor: they end when it closes (it would wait for them
 * otherwise).
 */
const openStreams = new WeakMap<object, Map<ServerResponse, number>>();
const STREAMS_PER_VISITOR = 5;
export function streamsOf(ctx: AppContext): Map<ServerResponse, number> {
  let map = openStreams.get(ctx.database);
  if (!map) {
    map = new Map();
    openStreams.set(ctx.database, map);
  }
  return map;
}

/** The chat form's fields: text, and a picture when it is posted as multipart (from the page's form). */
export async function readChatForm(r: Req): Promise<{ text: string; picture: Buffer | null } | 'badPicture' | null> {
  const { request } = r;
  if (!request.isMultipart()) {
    const form = parse(visitorForms.chat, request.body);
    return form ? { text: form.text.trim(), picture: null } : null;
  }
  const fields: Record<string, string> = {};
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'picture' && part.filename) picture = await part.toBuffer();
      else part.file.resume();
    }
  } catch {
    return 'badPicture';
  }
  const form = parse(visitorForms.chat, { text: fields.text ?? '' });
  return form ? { text: form.text.trim(), picture } : null;
}
