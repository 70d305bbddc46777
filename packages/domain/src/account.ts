import { MSG } from './messages';

/** A mainland mobile number: 11 digits starting with 1 (§1 sign-in, §7 phone binding). */
export const PHONE_PATTERN = /^1\d{10}$/;

/** Whether a text is a phone number by PHONE_PATTERN. */
export const isPhone = (text: string): boolean => PHONE_PATTERN.test(text);

/** Password length bounds for a new password (the spec gives none; these are the platform's). */
export const PASSWORD_RULE = { min: 8, max: 20 } as const;

/** A new password: 8–20 characters with at least one letter and one digit. Returns the message or null. */
export function validateNewPassword(password: string): string | null {
  const value = password ?? '';
  if (value.length < PASSWORD_RULE.min || value.length > PASSWORD_RULE.max) return MSG.passwordRule;
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value) || /\s/.test(value)) return MSG.passwordRule;
  return null;
}

/**
 * The settings form's check of a password change before it is sent; a user without a password yet
 * (`hasPassword` false) sets a first one without an old one. Returns the first message or null.
 */
export function validatePasswordChange(input: {
  oldPassword: string;
  newPassword: string;
  confirm: string;
  hasPassword?: boolean;
}): string | null {
  const hasPassword = input.hasPassword ?? true;
  if (hasPassword && !input.oldPassword) return MSG.oldPasswordRequired;
  const rule = validateNewPassword(input.newPassword);
  if (rule) return rule;
  if (hasPassword && input.newPassword === input.oldPassword) return MSG.passwordSameAsOld;
  if (input.newPassword !== input.confirm) return MSG.passwordMismatch;
  return null;
}

/** Messages of registration, company binding and a user's own settings. */
export const ACCOUNT_MSG = {
  captchaInvalid: '图形验证码错误或已过期，请重新输入',
  captchaRequired: '请输入图形验证码',
  phoneRegistered: '该手机号已注册，请直接登录',
  registered: '注册成功',
  companyCodeRequired: '请输入公司编码',
  companyCodeInvalid: '公司编码不存在，请向公司主账号确认',
  companyNameRequired: '请输入公司名称',
  companyNameTooLong: (max: number) => `公司名称最多${max}个字`,
  alreadyInCompany: '您已加入公司，不能再绑定其他公司',
  companyJoined: (name: string) => `已加入「${name}」`,
  companyCreated: (name: string) => `已创建「${name}」，您是主账号`,
  companyConfigForbidden: '只有主账号或管理员可以修改公司设置',
  noCompany: '请先加入或创建公司',
  rateInvalid: '汇率须大于0',
  currencyUnknown: '不支持该币种',
  fieldUnknown: (key: string) => `未知字段：${key}`,
  fieldsTooMany: (max: number) => `常用字段最多${max}个`,
  fieldsSaved: '常用字段已保存',
  configSaved: '设置已保存',
  historyRemoved: '历史记录已删除',
  authChanged: '您的账号权限已变更，已为您刷新',
  tipUnknown: '没有该功能提示',
} as const;

/** The picture captcha asked before a registration code is sent: digits, minutes it lives, per address per hour. */
export const CAPTCHA_RULE = { length: 4, ttlMinutes: 5, perAddressPerHour: 30 } as const;

/** A company's join code: 8 letters or digits; typed in any case, with spaces. */
export const JOIN_CODE_PATTERN = /^[0-9A-Z]{8}$/;
export const normalizeJoinCode = (text: string): string => (text ?? '').replace(/\s+/g, '').toUpperCase();

export const COMPANY_NAME_MAX = 50;

/** bind_company: a code to join with, or a name for a new company. Returns the message or null. */
export function validateCompanyBinding(
  input: { mode: 'join'; code: string } | { mode: 'create'; name: string },
): string | null {
  if (input.mode === 'join') {
    const code = normalizeJoinCode(input.code);
    if (!code) return ACCOUNT_MSG.companyCodeRequired;
    return JOIN_CODE_PATTERN.test(code) ? null : ACCOUNT_MSG.companyCodeInvalid;
  }
  const name = (input.name ?? '').trim();
  if (!name) return ACCOUNT_MSG.companyNameRequired;
  return name.length > COMPANY_NAME_MAX ? ACCOUNT_MSG.companyNameTooLong(COMPANY_NAME_MAX) : null;
}

/** The interface languages: Chinese, or English for product and factory names (name_en where present). */
export const UI_LANGUAGES = ['zh', 'en'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** A record's name in the interface language: name_en in English when it has one, else the Chinese name. */
export function localName(name: string, nameEn: string | null | undefined, lang: UiLanguage): string {
  const en = (nameEn ?? '').trim();
  return lang === 'en' && en ? en : name;
}

/** The product fields a user may pick as commonly used (shown first in lists, comparison and exports). */
export const COMMONLY_FIELDS = [
  { key: 'article_number', label: '货号' },
  { key: 'exworks_price', label: '出厂价' },
  { key: 'factory_name', label: '工厂' },
  { key: 'packing_name', label: '包装' },
  { key: 'carton_quantity', label: '装箱数' },
  { key: 'carton_size', label: '外箱尺寸' },
  { key: 'carton_cubic_meter', label: '体积(CBM)' },
  { key: 'gross_weight', label: '毛重' },
  { key: 'net_weight', label: '净重' },
  { key: 'product_size', label: '产品尺寸' },
  { key: 'pack_size', label: '包装尺寸' },
  { key: 'certifications', label: '证书' },
  { key: 'category_name', label: '分类' },
  { key: 'stock_quantity', label: '库存' },
] as const;
export type CommonlyFieldKey = (typeof COMMONLY_FIELDS)[number]['key'];
export const COMMONLY_FIELDS_MAX = 8;
export const DEFAULT_COMMONLY_FIELDS: readonly CommonlyFieldKey[] = [
  'article_number',
  'exworks_price',
  'factory_name',
  'carton_quantity',
];

/** A list of commonly used fields: known keys, at most COMMONLY_FIELDS_MAX. Returns the message or null. */
export function validateCommonlyFields(keys: readonly string[]): string | null {
  const known = new Set<string>(COMMONLY_FIELDS.map((f) => f.key));
  const unknown = keys.find((k) => !known.has(k));
  if (unknown !== undefined) return ACCOUNT_MSG.fieldUnknown(unknown);
  return new Set(keys).size > COMMONLY_FIELDS_MAX ? ACCOUNT_MSG.fieldsTooMany(COMMONLY_FIELDS_MAX) : null;
}

/** A function the portal introduces with a tip until the user closes it (display_tip, new_func_tip). */
export const NEW_FUNC_TIPS = {
  excel_search: {
    title: '新功能：Excel批量找样',
    text: '上传带图片的Excel，一次找出整张表的同款产品。',
    route: '/excel',
  },
  image_search: { title: '以图搜图', text: '点击搜索框旁的相机，上传或粘贴图片即可找同款。', route: '/imageSearch' },
  quote_formula: {
    title: '报价公式',
    text: '在个人设置中设定默认报价公式，边输入边预览报价。',
    route: '/settings#formula',
  },
} as const;
export type NewFuncTip = keyof typeof NEW_FUNC_TIPS;

/** The tips not yet closed, in their order: a tip is closed when display_tip[name] is truthy. */
export function pendingTips(displayTip: Record<string, unknown> | null | undefined): NewFuncTip[] {
  return (Object.keys(NEW_FUNC_TIPS) as NewFuncTip[]).filter((name) => !displayTip?.[name]);
}
