/**
 * The company's mailboxes (/emaliManagement) and the e-mail records of spec §3 (status 0 sent,
 * otherwise failed with the reason). Sending itself is the server's; the wording lives here.
 */

/** §3 e-mail record status: 0 sent; 1 failed (reason kept); 2 waiting in the outbox (no mailbox configured). */
export const EMAIL_STATUS = { sent: 0, failed: 1, outbox: 2 } as const;
export type EmailStatus = (typeof EMAIL_STATUS)[keyof typeof EMAIL_STATUS];

export function emailRecordLabel(status: number): string {
  if (status === EMAIL_STATUS.sent) return '发送成功';
  if (status === EMAIL_STATUS.outbox) return '未发送';
  return '发送失败';
}

export const MAIL_MSG = {
  mailboxSaved: '邮箱已保存',
  mailboxDeleted: '邮箱已删除',
  mailboxNotFound: '邮箱不存在或无权访问',
  hostRequired: '请填写SMTP服务器',
  userRequired: '请填写邮箱账号',
  passwordRequired: '请填写邮箱密码或授权码',
  testSent: '测试邮件已发送，请查收',
  noMailbox: '未配置发件邮箱',
  sendFailed: (reason: string) => `发送失败：${reason}`,
  resent: '邮件已重新发送',
  testSubject: '测试邮件 - 玩具采购平台',
  testBody: (email: string) => `这是一封测试邮件，发件邮箱 ${email} 配置正确。`,
  attachmentLost: '邮件附件已丢失，请重新发送报价单',
} as const;

/**
 * A nodemailer error (its `code`, `responseCode` and message) as the reason shown beside a failed record,
 * in Chinese. The server's own text follows in brackets so support can read it.
 */
export function mailFailureReason(error: { code?: string; responseCode?: number; message?: string }): string {
  const raw = (error.message ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  const detail = raw ? `（${raw}）` : '';
  // a socket error carries the system's code in its message only
  const code =
    error.code === 'ESOCKET' || !error.code
      ? /ENOTFOUND|EAI_AGAIN/.test(raw)
        ? 'EDNS'
        : /ETIMEDOUT/.test(raw)
          ? 'ETIMEDOUT'
          : /ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|ECONNRESET/.test(raw) || error.code === 'ESOCKET'
            ? 'ECONNECTION'
            : error.code
      : error.code;
  switch (code) {
    case 'EAUTH':
      return `邮箱登录被拒绝，请检查账号和密码（授权码）${detail}`;
    case 'ECONNECTION':
    case 'ECONNREFUSED':
      return `无法连接邮件服务器，请检查服务器地址和端口${detail}`;
    case 'ETIMEDOUT':
      return `连接邮件服务器超时${detail}`;
    case 'EDNS':
      return `找不到邮件服务器，请检查服务器地址${detail}`;
    case 'ETLS':
      return `加密连接失败，请检查TLS设置${detail}`;
    case 'EENVELOPE':
      return `收件地址被拒绝${detail}`;
    case 'EMESSAGE':
      return `邮件内容被服务器拒绝${detail}`;
    default:
      if (error.responseCode && error.responseCode >= 500) return `邮件服务器拒绝发送${detail}`;
      return `邮件发送失败${detail}`;
  }
}
