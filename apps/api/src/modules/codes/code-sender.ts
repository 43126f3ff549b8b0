import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { CodePurpose } from '@uu/contract/enums';
import { Limits } from '@uu/contract/limits';
import type { Locale } from '@uu/contract/locales';
import { codeMessage } from '@uu/i18n/server';

export type CodeMessage = { to: string; code: string; purpose: CodePurpose; locale: Locale };

/** Delivers a verification code; throws when it could not (the caller then stores nothing). */
export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
}

/** A message to a member that carries no code (a new device signed in), already in the member's language. */
export type NoticeMessage = { to: string; kind: string; subject: string; text: string };

/** Delivers a notice by the same ways as the codes (the senders below do both); throws when it could not. */
export interface NoticeSender {
  notify(message: NoticeMessage): Promise<void>;
}

/**
 * Development sender (architecture.md CODE_SENDER=outbox): appends `{to, code, purpose, at}` to
 * DATA_DIR/outbox.jsonl and writes the code to the log, so a developer or a test can read it.
 * It is the only place a code is ever logged. Instances sharing DATA_DIR share the outbox: each code is one
 * append of one line (docs/decisions.md, issue 16).
 */
export class OutboxSender implements CodeSender, NoticeSender {
  readonly file: string;
  readonly #log: FastifyBaseLogger;

  constructor(dataDir: string, log: FastifyBaseLogger) {
    this.file = path.resolve(dataDir, 'outbox.jsonl');
    this.#log = log;
  }

  async send({ to, code, purpose }: CodeMessage): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    const line = JSON.stringify({ to, code, purpose, at: new Date().toISOString() });
    await fs.appendFile(this.file, `${line}\n`, 'utf8');
    this.#log.info({ outbox: { to, purpose, code } }, 'verification code written to the outbox');
  }

  /** A notice is one line too: `{to, notice, subject, text, at}`. */
  async notify({ to, kind, subject, text }: NoticeMessage): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    const line = JSON.stringify({ to, notice: kind, subject, text, at: new Date().toISOString() });
    await fs.appendFile(this.file, `${line}\n`, 'utf8');
  }
}

/** Production sender: email over SMTP; phones through an HTTP SMS gateway `POST { to, text }`. */
export class SmtpSmsSender implements CodeSender, NoticeSender {
  readonly #mailer: nodemailer.Transporter;
  readonly #from: string;
  readonly #sms: { url: string; key: string | undefined } | undefined;

  constructor(options: { smtpUrl: string; from: string; smsUrl?: string; smsKey?: string }) {
    this.#mailer = nodemailer.createTransport(options.smtpUrl);
    this.#from = options.from;
    this.#sms = options.smsUrl ? { url: options.smsUrl, key: options.smsKey } : undefined;
  }

  async send({ to, code, purpose, locale }: CodeMessage): Promise<void> {
    const { subject, text } = codeMessage(locale, { code, purpose, minutes: Limits.codeTtlSeconds / 60 });
    await this.#deliver(to, subject, text);
  }

  async notify({ to, subject, text }: NoticeMessage): Promise<void> {
    await this.#deliver(to, subject, text);
  }

  async #deliver(to: string, subject: string, text: string): Promise<void> {
    if (to.includes('@')) {
      await this.#mailer.sendMail({ from: this.#from, to, subject, text });
      return;
    }
    if (!this.#sms) throw new Error('no SMS gateway configured (SMS_GATEWAY_URL)');
    const response = await fetch(this.#sms.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.#sms.key ? { authorization: `Bearer ${this.#sms.key}` } : {}),
      },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
  }
}
