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
 * Picks the mailer: SMTP when a URL is configured, else one that writes the mail to the server log
 * (so a one-time code can be read there on a machine without mail).
 * @param smtpUrl - e.g. smtp://user:pass@host:587
 * @param from - sender address
 * @param log - the server logger
 * @returns the Mailer
 */
export function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  if (smtpUrl) return transportMailer(nodemailer.createTransport(smtpUrl), from);
  return {
    send: async (mail) => {
      log.info({ mail }, `mail (SMTP_URL unset, not sent) to ${mail.to}: ${mail.subject}`);
    },
  };
}
