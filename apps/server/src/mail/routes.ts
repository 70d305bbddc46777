import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import * as mail from './service';

/** /emaliManagement: mailboxes, test send, e-mail records and the outbox, templates. */
export function mailRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = api.mail;
  route(app, ctx, e.getMailboxList, async ({ user }) => mail.listMailboxes(ctx, user));
  route(app, ctx, e.saveMailbox, async ({ body, user }) => mail.saveMailbox(ctx, user, body));
  route(app, ctx, e.deleteMailbox, async ({ body, user }) => {
    await mail.deleteMailbox(ctx, user, body.id);
    return null;
  });
  route(app, ctx, e.testMailbox, async ({ body, user }) => mail.testMailbox(ctx, user, body.id, body.to));
  route(app, ctx, e.getEmailList, async ({ body, user }) => mail.listRecords(ctx, user, body));
  route(app, ctx, e.resendEmail, async ({ body, user }) => mail.resendRecord(ctx, user, body.id));
  route(app, ctx, e.getTemplate, async ({ body, user }) => mail.mailTemplate(ctx, user, body.lang));
  route(app, ctx, e.saveTemplate, async ({ body, user }) => mail.saveMailTemplate(ctx, user, body));
}
