/**
 * What the platform refuses to protect itself, and the Chinese message of each refusal: request values out of
 * range, pictures that are too big or not pictures, sign-in lockouts and too frequent requests.
 */

/** Messages of the contract's input bounds (the server prefixes the field: 参数错误：id（编号不正确）). */
export const INPUT_MSG = {
  notNumber: '须为数字',
  notInteger: '须为整数',
  tooSmall: (min: number) => `不能小于${min}`,
  tooLarge: (max: number) => `不能大于${max}`,
  notString: '须为文本',
  tooLong: (max: number) => `最多${max}个字`,
  notList: '须为列表',
  tooMany: (max: number) => `最多${max}项`,
  idInvalid: '编号不正确',
  timeInvalid: '时间不正确',
  nulCharacter: '不能包含空字符',
  badCharacter: '包含无法识别的字符',
  tooDeep: '层级过深',
  /** A request whose headers (a token, cookies) pass the server's limit. */
  headerTooLarge: '请求头过大，请重新登录后再试',
  /** A request the HTTP parser cannot read. */
  malformed: '请求格式不正确',
  /** A file route asked for a path outside its store. */
  fileNotFound: '文件不存在',
  uploadUnreadable: '上传内容无法读取，请重新上传',
  oneFileOnly: '一次只能上传一个文件',
  tooManyFields: '上传的表单字段过多',
} as const;

/** Messages of the server-side picture fetch from a user's URL. */
export const FETCH_MSG = {
  refused: '图片链接指向内部地址，无法获取',
  failed: '图片下载失败，请检查图片链接',
  timeout: '图片下载超时，请稍后重试',
  tooManyRedirects: '图片链接跳转次数过多',
} as const;

/** Refusals of a picture, each naming what was wrong. */
export const IMAGE_UPLOAD_MSG = {
  empty: '上传的文件为空，请重新上传',
  fileTooLarge: '文件过大，图片不能超过10MB',
  /** More pixels than the limit: a huge picture or a decompression bomb (a small file that decodes to billions of pixels). */
  tooManyPixels: '图片像素过大，不能超过4000万像素',
  unsupported: (format: string) => `图片格式不支持（${format}），请上传jpg或png图片`,
  corrupt: '图片已损坏或无法识别，请重新上传',
} as const;

/**
 * §7 sign-in protection, per account and client address (never for the account as a whole, so nobody can
 * lock an owner out): the first `failures` wrong tries in a row from one address are free; after them each
 * try waits, 1 minute after the fifth, then 2, 4, 8, at most 15. Tries older than the window are forgotten;
 * a success from the address starts it over. Signing in by SMS code is never delayed by wrong passwords (a
 * code dies after `codeTries` wrong entries instead).
 */
export const LOGIN_LOCK = {
  failures: 5,
  windowMinutes: 15,
  firstDelayMinutes: 1,
  maxDelayMinutes: 15,
  codeTries: 5,
} as const;

/**
 * How long (ms) the next sign-in from an address must still wait, after `failures` wrong tries in a row
 * from it, the last at `lastFailureAt`: 0 when it may go now.
 */
export function signInWaitMs(failures: number, lastFailureAt: Date | null, now: Date): number {
  if (failures < LOGIN_LOCK.failures || !lastFailureAt) return 0;
  const minutes = Math.min(
    LOGIN_LOCK.maxDelayMinutes,
    LOGIN_LOCK.firstDelayMinutes * 2 ** (failures - LOGIN_LOCK.failures),
  );
  return Math.max(0, lastFailureAt.getTime() + minutes * 60_000 - now.getTime());
}

export const ABUSE_MSG = {
  loginLocked: (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试，或使用短信验证码登录`,
  codeTriesSpent: '验证码错误次数过多，请重新获取验证码',
  /** The owner's notice of repeated failed sign-ins. */
  failuresNoticeTitle: '账号多次登录失败提醒',
  failuresNoticeContent: (count: number, address: string, time: string) =>
    `您的账号在15分钟内有${count}次密码错误的登录尝试（最近一次来自 ${address}，${time}）。如非本人操作，建议修改密码；您随时可以使用短信验证码登录。`,
  tooManyRequests: (seconds: number) =>
    seconds >= 60
      ? `操作过于频繁，请${Math.ceil(seconds / 60)}分钟后再试`
      : `操作过于频繁，请${Math.max(1, seconds)}秒后再试`,
} as const;

/** Minutes until a lock that ends at `until` lifts, at least 1. */
export function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}
