import { api } from '@wanju/api-client';
import { COMMONLY_FIELDS } from '@wanju/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext, SessionUser } from '../platform/http/context';
import { route } from '../platform/http/route';
import { createCaptcha, register, sendRegisterCode } from './registration';
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
import {
  authChange,
  bindCompany,
  closeTip,
  companyConfig,
  editCompanyConfig,
  updateCommonlyFields,
  updateUserConfig as updateSettings,
  userConfig,
} from './settings';

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

  const { system } = api;
  route(app, ctx, system.sendCaptcha, async ({ request }) => createCaptcha(ctx, request.ip));
  route(app, ctx, system.sendRegisterCode, async ({ body }) => sendRegisterCode(ctx, body));
  route(app, ctx, account.register, async ({ body, request }) => register(ctx, body, request.ip));
  route(app, ctx, account.bindCompany, async ({ body, user }) => bindCompany(ctx, user, body));

  route(app, ctx, system.getUserConfig, async ({ user }) => userConfig(ctx, user));
  route(app, ctx, system.updateToyUserConfig, async ({ body, user }) => updateSettings(ctx, user, body));
  route(app, ctx, system.getCommonlyField, async ({ user }) => ({
    fields: (await userConfig(ctx, user)).commonly_fields,
    options: COMMONLY_FIELDS.map((f) => ({ key: f.key, label: f.label })),
  }));
  route(app, ctx, system.updateCommonlyField, async ({ body, user }) => updateCommonlyFields(ctx, user, body.fields));
  route(app, ctx, system.newFuncTip, async ({ body, user }) => closeTip(ctx, user, body.name));
  route(app, ctx, system.checkAuthChange, async ({ body, user }) => authChange(ctx, user, body));
  route(app, ctx, system.getUserCompanyConfig, async ({ user }) => companyConfig(ctx, user));
  route(app, ctx, system.editUserCompanyConfig, async ({ body, user }) => editCompanyConfig(ctx, user, body));
  route(app, ctx, account.updateCompanyWebsite, async ({ body, user }) =>
    editCompanyConfig(ctx, user, { website: body.website }),
  );
  route(app, ctx, system.getPrintKey, async ({ user }) => ({ print_key: (await companyConfig(ctx, user)).print_key }));
}
