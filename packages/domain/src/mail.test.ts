import { describe, expect, it } from 'vitest';
import { EMAIL_STATUS, emailRecordLabel, MAIL_MSG, mailFailureReason } from './mail';

describe('§3 e-mail records', () => {
  it('label sent, failed and outboxed records', () => {
    expect(emailRecordLabel(EMAIL_STATUS.sent)).toBe('发送成功');
    expect(emailRecordLabel(EMAIL_STATUS.failed)).toBe('发送失败');
    expect(emailRecordLabel(EMAIL_STATUS.outbox)).toBe('未发送');
    expect(MAIL_MSG.sendFailed('x')).toBe('发送失败：x');
    expect(MAIL_MSG.testBody('a@b.cn')).toContain('a@b.cn');
  });
});

describe('SMTP failures in Chinese, with the server text kept', () => {
  it.each([
    [{ code: 'EAUTH', message: '535 auth failed' }, '邮箱登录被拒绝'],
    [{ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:25' }, '无法连接邮件服务器'],
    [{ code: 'ECONNECTION', message: 'x' }, '无法连接邮件服务器'],
    [{ message: 'getaddrinfo ENOTFOUND smtp.nowhere' }, '找不到邮件服务器'],
    [{ message: 'connect ETIMEDOUT' }, '连接邮件服务器超时'],
    [{ code: 'ETLS', message: 'wrong version' }, '加密连接失败'],
    [{ code: 'EENVELOPE', message: 'no recipients' }, '收件地址被拒绝'],
    [{ code: 'EMESSAGE', message: 'spam' }, '邮件内容被服务器拒绝'],
    [{ code: 'EOTHER', responseCode: 554, message: 'rejected' }, '邮件服务器拒绝发送'],
    [{ code: 'EOTHER' }, '邮件发送失败'],
  ] as [{ code?: string; responseCode?: number; message?: string }, string][])('%o → %s', (error, start) => {
    const reason = mailFailureReason(error);
    expect(reason.startsWith(start)).toBe(true);
    if (error.message) expect(reason).toContain(`（${error.message}）`);
  });
});
