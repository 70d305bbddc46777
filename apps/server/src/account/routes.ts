import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext, SessionUser } from '../platform/http/context';
import { route } from '../platform/http/route';
import { updateUserConfig } from './repo';
import {
  bindPhone,
  changePassword,
  loginWithCode,
  loginWithPassword,
  resendAfter,
  sendBindPhoneCode,
  sendVerificationCode,
  userInfoWithToken,
} from './service';
import { revokeSession } from './sessions';

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { account } = api;

  route(app, ctx, account.login, async ({ body, request }) =>
    'password' in body
      ? loginWithPassword(ctx, body.phone, body.password, request.ip)
      : loginWithCode(ctx, body.phone, body.code, request.ip),
  );

  route(app, ctx, account.sendVerificationCode, async ({ body }) => sendVerificationCode(ctx, body.phone));

  route(app, ctx, account.lastVerificationCode, async ({ body }) => ({
    resend_after: await resendAfter(ctx, body.phone),
  }));

  route(app, ctx, account.logout, async ({ user }) => {
    await revokeSession(ctx, user.sessionId);
    return null;
  });

  const fresh = async ({ user }: { user: SessionUser }) => userInfoWithToken(ctx, user.userId, user.token);

  route(app, ctx, account.againLogin, fresh);
  route(app, ctx, account.getUserDetail, fresh);

  route(app, ctx, account.updateUserConfig, async ({ body, user }) => {
    await updateUserConfig(ctx.database.db, user.userId, body);
    return userInfoWithToken(ctx, user.userId, user.token);
  });

  route(app, ctx, account.updatePassword, async ({ body, user, request }) =>
    changePassword(ctx, user, body.old_password, body.new_password, request.ip),
  );

  route(app, ctx, account.sendBindPhoneCode, async ({ body, user }) => sendBindPhoneCode(ctx, user.userId, body.phone));

  route(app, ctx, account.bindPhone, async ({ body, user, request }) => {
    await bindPhone(ctx, user.userId, body.phone, body.code, request.ip);
    return userInfoWithToken(ctx, user.userId, user.token);
  });
}
