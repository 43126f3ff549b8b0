import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, createTestApp, readOutbox, sendCode, type TestApp } from './helpers';
import { startMailbox, type Mail, type Mailbox } from './mailbox';

// The production sender (CODE_SENDER=smtp): emails through SMTP, phones through the SMS gateway,
// both tested against real servers on loopback.
describe('sending codes by email and SMS', () => {
  const mails: Mail[] = [];
  const sms: { to: string; text: string; auth: string | undefined }[] = [];
  let smsStatus = 200;
  let smtp: Mailbox;
  let gateway: http.Server;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startMailbox(mails);
    gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const parsed = JSON.parse(body) as { to: string; text: string };
        sms.push({ ...parsed, auth: req.headers.authorization });
        res.statusCode = smsStatus;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const smtpPort = smtp.port;
    const gatewayPort = (gateway.address() as AddressInfo).port;
    t = await createTestApp('sqlite', {
      env: {
        CODE_SENDER: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMTP_FROM: 'UU <no-reply@uu.example>',
        SMS_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/send`,
        SMS_GATEWAY_KEY: 'gateway-key',
      },
    });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  it('emails the code in the member language, and writes no outbox', async () => {
    const res = await sendCode(t.app, 'mail@example.com', 'register', { headers: { 'accept-language': 'en-US' } });
    expect(res.code).toBe(200);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('mail@example.com');
    const code = /Your verification code is (\d{6})/.exec(mails[0]!.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(readOutbox(t.dataDir)).toEqual([]);
    const reg = await call(t.app, {
      method: 'POST',
      url: '/user/register',
      payload: {
        account: 'mail@example.com',
        code,
        password: 'a'.repeat(64),
        confirmPassword: 'a'.repeat(64),
        agreeService: true,
        agreePrivacy: true,
      },
    });
    expect(reg.code).toBe(200);
  });

  it('texts a phone through the gateway with its key', async () => {
    const res = await sendCode(t.app, '+85291234567', 'register', { headers: { 'accept-language': 'zh-TW' } });
    expect(res.code).toBe(200);
    expect(sms.at(-1)).toMatchObject({ to: '+85291234567', auth: 'Bearer gateway-key' });
    expect(sms.at(-1)!.text).toMatch(/您的驗證碼是 \d{6}/);
  });

  it('answers send failure when the gateway refuses, and keeps no code', async () => {
    smsStatus = 503;
    try {
      const res = await sendCode(t.app, '+85291234568', 'register');
      expect(res.code).toBe(Code.CODE_SEND_FAILED);
      const rows = await t.app.db.kysely.selectFrom('verification_codes').selectAll().where('destination', '=', '+85291234568').execute();
      expect(rows).toHaveLength(0);
    } finally {
      smsStatus = 200;
    }
  });
});
