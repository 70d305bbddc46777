import type { UserInfo } from '@wanju/domain';
// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import { empty, endpoint, int, phone, str } from './define';
import type { CompanyConfig } from './system';

/** §7 Account and the user-info calls of /api/system. */
export const login = endpoint<UserInfo>()(
  '/api/login',
  z.union([
    z.object({ phone, password: z.string().min(1, '请输入密码').max(128) }),
    z.object({ phone, code: z.string().regex(/^\d{6}$/, '请输入6位验证码') }),
  ]),
  'public',
);

export const sendVerificationCode = endpoint<{ resend_after: number }>()(
  '/api/send_verification_code',
  z.object({ phone }),
  'public',
);

/** Seconds until another code may be sent to this phone (the login page's 60 s countdown). */
export const lastVerificationCode = endpoint<{ resend_after: number }>()(
  '/api/last_verification_code',
  z.object({ phone }),
  'public',
);

export const logout = endpoint<null>()('/api/logout', empty);

export const againLogin = endpoint<UserInfo>()('/api/again_Login', z.object({ reset: int(0, 1).optional() }));

export const getUserDetail = endpoint<UserInfo>()(
  '/api/system/get_user_detail',
  z.object({ reset: int(0, 1).optional() }),
);

export const updateUserConfig = endpoint<UserInfo>()(
  '/api/update_user_config',
  z.object({
    nickname: z.string().trim().min(1, '昵称不能为空').max(20, '昵称最多20个字').optional(),
    avatar: str(500).optional(),
    software_type: int(0, 5).optional(),
  }),
);

/**
 * Personal settings: change the password (or set a first one, without old_password, when the user has
 * none: an account made by SMS sign-in); the other devices' sessions are signed out, this one stays.
 */
export const updatePassword = endpoint<{ revoked_sessions: number }>()(
  '/api/update_password',
  z.object({
    old_password: str(128).optional(),
    new_password: str(128),
  }),
);

/** §7 send_bind_phone_code: an SMS code to the new phone (refused when another account has it). */
export const sendBindPhoneCode = endpoint<{ resend_after: number }>()(
  '/api/system/send_bind_phone_code',
  z.object({ phone }),
);

/** Binds (or changes) the signed-in user's phone with the code sent to it; answers fresh user info. */
export const bindPhone = endpoint<UserInfo>()(
  '/api/bind_phone',
  z.object({ phone, code: z.string().regex(/^\d{6}$/, '请输入6位验证码') }),
);

/**
 * Registration: the phone's SMS code (sent by /api/system/send_verification_code after a captcha), an
 * optional password and nickname. A phone already registered is refused; the new user lands signed in.
 */
export const register = endpoint<UserInfo>()(
  '/api/register',
  z.object({
    phone,
    code: z.string().regex(/^\d{6}$/, '请输入6位验证码'),
    password: str(128).optional(),
    nickname: z.string().trim().min(1, '昵称不能为空').max(20, '昵称最多20个字').optional(),
  }),
  'public',
);

/** §7 bind_company: join an existing company by its join code (as a salesperson), or create one (as its main account). */
export const bindCompany = endpoint<UserInfo>()(
  '/api/bind_company',
  z.union([
    z.object({ mode: z.literal('join'), code: str(20) }),
    z.object({ mode: z.literal('create'), name: str(60), name_en: str(120).optional(), contact: str(20).optional() }),
  ]),
);

/**
 * §7 /api/home/updateCompanyWebsite: the main account or an administrator sets the address of the
 * company's own website (shown with the company; '' removes it). Answers the company's settings.
 */
export const updateCompanyWebsite = endpoint<CompanyConfig>()(
  '/api/home/updateCompanyWebsite',
  z.object({
    website: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(200, '网址最多200个字符')
        .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, '请输入以 http:// 或 https:// 开头的网址'),
    ]),
  }),
);
