import net from 'node:net';
import type { EmailRecordItem, MailboxItem, QuotationDetail } from '@wanju/api-client';
import { DIRECT_EXPORT_MAX_ITEMS, QUOTATION_MSG, quotationColumnTitle } from '@wanju/domain';
import ExcelJS from 'exceljs';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMail } from '../src/mail/index';
import { startTestServer, type TestServer } from './harness';

/** A loopback SMTP server that accepts one account and keeps every message it receives. */
const received: { from: string; to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: false,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, done) {
    if (auth.username === 'sales@globalbest-trading.cn' && auth.password === 'smtp-secret') done(null, { user: 1 });
    else done(Object.assign(new Error('535 Authentication credentials invalid'), { responseCode: 535 }));
  },
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      done();
    });
  },
});
let smtpPort = 0;
let closedPort = 0;

let server: TestServer;
let main: string;
let sales: string;
let factory: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as net.AddressInfo).port;
  // a port nobody listens on: the "unreachable server"
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  server = await startTestServer();
  [main, sales, factory] = (await Promise.all(
    ['13800000001', '13800000002', '13800000005'].map((p) => server.login(p)),
  )) as [string, string, string];
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const call = async <T>(path: string, body: unknown, token?: string) => (await server.post<T>(path, body, token)).body;

/** The text of a MIME message with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The decoded bytes of the first MIME part of this content type (base64, as nodemailer sends files). */
function attachmentOf(raw: string, type: string): Buffer {
  const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
  const at = unfolded.indexOf(`Content-Type: ${type}`);
  expect(at).toBeGreaterThan(-1);
  const start = unfolded.indexOf('\r\n\r\n', at) + 4;
  const end = unfolded.indexOf('\r\n--', start);
  return Buffer.from(unfolded.slice(start, end).replace(/\s+/g, ''), 'base64');
}

const mailbox = (password: string, port = smtpPort) => ({
  sender_name: '环球优品',
  email: 'sales@globalbest-trading.cn',
  host: '127.0.0.1',
  port,
  secure: false,
  username: 'sales@globalbest-trading.cn',
  password,
  is_default: true,
});

describe('mail: a real SMTP exchange on loopback', () => {
  let boxId = 0;

  it('keeps the mailbox password encrypted at rest and never sends it back', async () => {
    const saved = await call<MailboxItem>('/api/mail/save_mailbox', mailbox('smtp-secret'), main);
    expect(saved.code).toBe(0);
    expect(saved.data).not.toHaveProperty('password');
    expect(saved.data.has_password).toBe(true);
    boxId = saved.data.id;
    const row = await server.ctx.database.db
      .selectFrom('mailboxes' as never)
      .select(['password_enc' as never])
      .executeTakeFirstOrThrow();
    const sealed = (row as { password_enc: string }).password_enc;
    expect(sealed).not.toContain('smtp-secret');
    expect(Buffer.from(sealed, 'base64').length).toBeGreaterThan(28);
    // the salesperson sees the company's mailbox, another company does not
    expect((await call<{ list: MailboxItem[] }>('/api/mail/get_mailbox_list', {}, sales)).data.list).toHaveLength(1);
    expect((await call<{ list: MailboxItem[] }>('/api/mail/get_mailbox_list', {}, factory)).data.list).toHaveLength(0);
  });

  it('sends the quotation: subject, confirmation link in the text and HTML', async () => {
    const ids = (
      await server.ctx.database.db.selectFrom('products').select('id').where('is_black', '=', false).limit(3).execute()
    ).map((r) => r.id);
    const made = await call<{ id: number; number: string }>(
      '/api/system/add_quotation',
      { source: 'search', ids },
      sales,
    );
    const sent = await call<{ record: EmailRecordItem; link: { url: string } }>(
      '/api/quotation/send_email',
      { id: made.data.id, to: 'tom@buyer.example', name: 'Tom', lang: 'en' },
      sales,
    );
    expect(sent.code).toBe(0);
    expect(sent.data.record.status).toBe(0);
    const message = received.at(-1);
    expect(message?.to).toEqual(['tom@buyer.example']);
    const headers = (message?.raw ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain(`Subject: Quotation ${made.data.number} from Shenzhen Global Best Trading Co., Ltd.`);
    const body = decoded(message?.raw ?? '');
    expect(body).toContain(sent.data.link.url);
    expect(body).toContain(`<a href="${sent.data.link.url}">`);
    expect(sent.data.link.url).toMatch(/\/confirm\?token=/);
    // the preview shows exactly the subject that went out
    const preview = await call<{ subject: string; outbox: boolean; attachments: unknown[] }>(
      '/api/quotation/get_info',
      { id: made.data.id, lang: 'en' },
      sales,
    );
    expect(preview.data.subject).toBe(`Quotation ${made.data.number} from Shenzhen Global Best Trading Co., Ltd.`);
    expect(preview.data.outbox).toBe(false);
    const d = await call<QuotationDetail>('/api/quotation/get_detail', { id: made.data.id }, sales);
    expect(d.data.status).toBe('sent');

    // the quotation's Excel is attached: a real workbook with every item
    const xlsx = attachmentOf(message?.raw ?? '', XLSX_TYPE);
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx as unknown as ArrayBuffer);
    const cells = new Set<string>();
    (wb.worksheets[0] as ExcelJS.Worksheet).eachRow((row) =>
      row.eachCell((cell) => {
        cells.add(String(cell.value));
      }),
    );
    // an English mail: English column titles and names (the Chinese name where there is no English one)
    expect(cells).toContain(quotationColumnTitle('name', 'en', d.data.currency));
    for (const item of d.data.items) expect(cells).toContain(item.name_en || item.name);
    expect(preview.data.attachments).toEqual([{ filename: expect.stringMatching(/\.xlsx$/), url: '' }]);
  });

  it('links a quotation too large to attach to a signed download of its Excel', async () => {
    const ids = (
      await server.ctx.database.db
        .selectFrom('products')
        .select('id')
        .where('is_black', '=', false)
        .where('is_set_hide', '=', false)
        .orderBy('id')
        .limit(DIRECT_EXPORT_MAX_ITEMS + 1)
        .execute()
    ).map((r) => r.id);
    expect(ids).toHaveLength(DIRECT_EXPORT_MAX_ITEMS + 1);
    const made = await call<{ id: number }>('/api/system/add_quotation', { source: 'search', ids }, sales);
    const preview = await call<{ body: string; attachments: unknown[] }>(
      '/api/quotation/get_info',
      { id: made.data.id, lang: 'zh' },
      sales,
    );
    expect(preview.data.attachments).toEqual([]);
    expect(preview.data.body).toContain(QUOTATION_MSG.excelLink('zh', '…'));
    const sent = await call<{ record: EmailRecordItem }>(
      '/api/quotation/send_email',
      { id: made.data.id, to: 'tom@buyer.example', lang: 'zh' },
      sales,
    );
    expect(sent.data.record.status).toBe(0);
    const raw = received.at(-1)?.raw ?? '';
    expect(raw.replace(/\r\n[ \t]+/g, ' ')).not.toContain(XLSX_TYPE);
    const url = /https?:\/\/\S+\/export_files\/\S+?sig=[0-9a-f]{64}/.exec(decoded(raw))?.[0] ?? '';
    expect(url).not.toBe('');
    // the job makes the file; the link then downloads it (it needs no sign-in)
    let response: Response | null = null;
    for (let i = 0; i < 300; i++) {
      response = await fetch(server.baseUrl + new URL(url).pathname + new URL(url).search);
      if (response.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(response?.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await response?.arrayBuffer()) as ArrayBuffer);
    expect((wb.worksheets[0] as ExcelJS.Worksheet).rowCount).toBeGreaterThan(DIRECT_EXPORT_MAX_ITEMS);
  });

  it('carries an attached file through to the receiving server', async () => {
    const user = { sessionId: 0, token: '', userId: 2, companyId: 1, userType: 1 };
    const record = await sendMail(server.ctx, user, {
      to: 'tom@buyer.example',
      name: 'Tom',
      subject: '报价单附件',
      text: '请查收附件',
      links: [],
      files: [{ filename: 'quotation.xlsx', content: Buffer.from('PK-excel-bytes') }],
    });
    expect(record.status).toBe(0);
    const raw = received.at(-1)?.raw ?? '';
    expect(raw).toMatch(/filename="?quotation\.xlsx"?/);
    expect(raw).toContain(Buffer.from('PK-excel-bytes').toString('base64'));
  });

  it('a refused login or an unreachable server leaves a failed record with the reason in Chinese', async () => {
    await call('/api/mail/save_mailbox', { ...mailbox('wrong'), id: boxId }, main);
    const refused = await call<EmailRecordItem>('/api/mail/test_mailbox', { id: boxId, to: 'x@buyer.example' }, main);
    expect(refused.code).toBe(0);
    expect(refused.data.status).toBe(1);
    expect(refused.data.reason).toMatch(/^邮箱登录被拒绝/);

    const { password: _omit, ...withoutPassword } = mailbox('unused', closedPort);
    await call('/api/mail/save_mailbox', { ...withoutPassword, id: boxId }, main);
    const unreachable = await call<EmailRecordItem>(
      '/api/mail/test_mailbox',
      { id: boxId, to: 'x@buyer.example' },
      main,
    );
    expect(unreachable.data.status).toBe(1);
    expect(unreachable.data.reason).toMatch(/^无法连接邮件服务器/);

    const failed = await call<{ list: EmailRecordItem[] }>('/api/mail/get_email_list', { status: 1 }, main);
    expect(failed.data.list.map((r) => r.email)).toEqual(['x@buyer.example', 'x@buyer.example']);
    // the salesperson sees only their own records
    const own = await call<{ list: EmailRecordItem[] }>('/api/mail/get_email_list', {}, sales);
    expect(own.data.list.every((r) => r.user_name === '李晓梅')).toBe(true);

    // fixed mailbox: the failed record is sent again in place, nothing lost
    await call('/api/mail/save_mailbox', { ...mailbox('smtp-secret'), id: boxId }, main);
    const resent = await call<EmailRecordItem>('/api/mail/resend_email', { id: refused.data.id }, main);
    expect(resent.data.status).toBe(0);
  });

  it('a failed message sent again still carries its attached file, which the store then lets go', async () => {
    await call('/api/mail/save_mailbox', { ...mailbox('wrong'), id: boxId }, main);
    const user = { sessionId: 0, token: '', userId: 1, companyId: 1, userType: 0 };
    const failed = await sendMail(server.ctx, user, {
      to: 'anna@buyer.example',
      name: 'Anna',
      subject: '报价单重发',
      text: '请查收附件',
      links: [],
      files: [{ filename: '报价单.xlsx', content: Buffer.from('PK-resent-excel') }],
    });
    expect(failed.status).toBe(1);
    const before = received.length;

    await call('/api/mail/save_mailbox', { ...mailbox('smtp-secret'), id: boxId }, main);
    const resent = await call<EmailRecordItem>('/api/mail/resend_email', { id: failed.id }, main);
    expect(resent.data.status).toBe(0);
    expect(received).toHaveLength(before + 1);
    const raw = received.at(-1)?.raw ?? '';
    expect(raw).toContain(Buffer.from('PK-resent-excel').toString('base64'));
    expect(raw.replace(/\r\n[ \t]+/g, ' ')).toMatch(/filename/);
    // gone with the message: nothing of it left in the store
    const left: string[] = [];
    for await (const key of server.ctx.storage.list(`mail/${failed.id}/`)) left.push(key);
    expect(left).toEqual([]);
  });
});
