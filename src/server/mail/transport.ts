import nodemailer from "nodemailer";
import type { OutboundEmail } from "./queue";

/** Sends one email or throws with the server's answer (the outbox records it and retries). */
export interface MailSender {
  send(email: OutboundEmail): Promise<void>;
}

/**
 * A nodemailer SMTP transport for SMTP_URL (smtp:// or smtps://, credentials in the URL),
 * with every wait bounded by `timeoutMs` so one slow server cannot hold up a delivery round.
 */
export function smtpSender(smtpUrl: string, from: string, timeoutMs: number): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      });
    },
  };
}
