import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";

/** One e-mail to send. */
export type Mail = { to: string; subject: string; text: string };

/** Sends e-mail; services depend on this, not on nodemailer. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * A mailer over any nodemailer transport (SMTP in production; tests use jsonTransport and read it).
 * @param transport - a nodemailer transporter
 * @param from - sender address
 * @returns the Mailer
 */
export function transportMailer(transport: Transporter, from: string): Mailer {
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * A mailer for machines without SMTP: each mail is written to `<outbox>/<time>-<random>.txt` (readable by
 * the server's user only) and the log names the file, never the text, so one-time codes and reset links
 * stay out of the log.
 * @param outbox - folder for the mails (created when needed)
 * @param from - sender address
 * @param log - the server logger
 * @returns the Mailer
 */
export function outboxMailer(outbox: string, from: string, log: FastifyBaseLogger): Mailer {
  return {
    send: async (mail) => {
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(outbox, `${stamp}-${randomBytes(4).toString("hex")}.txt`);
      const text = `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
      await writeFile(file, text, { mode: 0o600 });
      log.info({ file }, `mail to ${mail.to} not sent (SMTP_URL unset): "${mail.subject}" saved to ${file}`);
    },
  };
}

/**
 * Picks the mailer: SMTP when a URL is configured, else the outbox folder (see outboxMailer).
 * @param smtpUrl - e.g. smtp://user:pass@host:587
 * @param from - sender address
 * @param log - the server logger
 * @param outbox - folder for unsent mail, e.g. HIBIKI_DATA_DIR/outbox
 * @returns the Mailer
 */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
  outbox: string,
): Mailer {
  if (smtpUrl) return transportMailer(nodemailer.createTransport(smtpUrl), from);
  return outboxMailer(outbox, from, log);
}
