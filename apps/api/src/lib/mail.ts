// Outgoing mail through nodemailer: SMTP when SMTP_URL is set; otherwise each message is written to
// $DATA_DIR/mail/<timestamp>-<id>.json as { to, subject, text, html, sent_at } and logged, so development and
// tests can read the codes and links a user would get (README, Configuration). The log line names the mail's kind
// and its recipient's domain and hash, never the subject or body: those carry sign-in codes and links.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Clock } from './clock';
import type { Logger } from './logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is, for the log (`sign-in-code`); the subject is never logged. */
  kind?: string;
  /** Extra headers (a digest's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
  /** A calendar invitation (.ics text, its METHOD inside): sent as text/calendar and as the attachment 'invite.ics'. */
  calendar?: string;
};
export type SentMail = {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers?: Record<string, string>;
  calendar?: string;
  sent_at: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailerOptions = {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  clock: Clock;
  logger: Logger;
};

export function mailDirectory(dataDir: string): string {
  return join(dataDir, 'mail');
}

/** How a mail is logged: its kind, and its recipient as a domain and a short hash (enough to match a complaint). */
function mailLogFields(message: MailMessage): { kind: string; toDomain: string; toHash: string } {
  const at = message.to.lastIndexOf('@');
  return {
    kind: message.kind ?? 'mail',
    toDomain: at >= 0 ? message.to.slice(at + 1).toLowerCase() : '',
    toHash: createHash('sha256').update(message.to.trim().toLowerCase()).digest('hex').slice(0, 16),
  };
}

/** The message as nodemailer takes it: a calendar goes as the text/calendar part calendar clients import. */
function nodemailerMessage(message: MailMessage) {
  const { kind: _kind, calendar, ...mail } = message;
  if (!calendar) return mail;
  const method = /^METHOD:(\w+)/m.exec(calendar)?.[1] ?? 'REQUEST';
  return { ...mail, icalEvent: { method, filename: 'invite.ics', content: calendar } };
}

let nodemailerLoading: Promise<typeof nodemailer> | undefined;

/** nodemailer, loaded with the first mail: the server's start does not need it. */
function loadNodemailer(): Promise<typeof nodemailer> {
  nodemailerLoading ??= import('nodemailer').then((module) => module.default);
  return nodemailerLoading;
}

/** A transport made on the first send (so with nodemailer's loading), and closed only if it was made. */
function lazyTransport<T extends { close(): void }>(make: (mailer: typeof nodemailer) => T) {
  let made: T | null = null;
  let making: Promise<T> | null = null;
  return {
    get: () => (making ??= loadNodemailer().then((mailer) => (made = make(mailer)))),
    close: () => made?.close(),
  };
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options, options.smtpUrl) : createFileMailer(options);
}

/** The mailer the configuration asks for (SMTP_URL, MAIL_FROM, or files in $DATA_DIR/mail). */
export function configuredMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  clock: Clock,
  logger: Logger,
): Mailer {
  return createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, clock, logger });
}

function createSmtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  const transport = lazyTransport((mailer) => mailer.createTransport(smtpUrl, { from: options.from }));
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail(nodemailerMessage(message));
      options.logger.info({ ...mailLogFields(message), messageId: info.messageId }, 'mail sent');
    },
    close: transport.close,
  };
}

function createFileMailer(options: MailerOptions): Mailer {
  // nodemailer's JSON transport still checks and normalises the message as SMTP would.
  const transport = lazyTransport((mailer) =>
    mailer.createTransport({ jsonTransport: true, skipEncoding: true }, { from: options.from }),
  );
  const directory = mailDirectory(options.dataDir);
  return {
    async send(message) {
      await (await transport.get()).sendMail(nodemailerMessage(message));
      const sentAt = options.clock.now();
      const mail: SentMail = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.calendar ? { calendar: message.calendar } : {}),
        sent_at: sentAt.toISOString(),
      };
      // The timestamp leads so `ls` lists mail in the order it was sent.
      const stamp = sentAt.toISOString().replace(/[-:]/g, '').replace('.', '');
      const file = join(directory, `${stamp}-${randomBytes(4).toString('hex')}.json`);
      await mkdir(directory, { recursive: true });
      // Written aside and renamed, so whoever reads the folder never finds a half-written mail.
      await writeFile(`${file}.part`, `${JSON.stringify(mail, null, 2)}\n`);
      await rename(`${file}.part`, file);
      options.logger.info({ ...mailLogFields(message), file }, 'mail written to file');
    },
    close: transport.close,
  };
}
