import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests, on 127.0.0.1 and a free port, without TLS or authentication: it
 * keeps every accepted message in memory, decoded to what a reader sees (envelope recipients,
 * subject, Reply-To, plain text). `reject` makes it refuse chosen recipients with a 550, as a
 * mail server does for an unknown mailbox, so delivery failures are real SMTP failures.
 */
export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** Recipients refused from now on (lower case); clear the set to accept them again. */
  rejected: Set<string>;
  stop(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: CapturedMail[] = [];
  const rejected = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!rejected.has(address.address.toLowerCase())) return callback();
      const error = Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        messages.push({ ...parseMessage(Buffer.concat(chunks).toString("utf8")), to, from });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rejected,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Subject, Reply-To and the decoded text of a single-part or multipart/alternative message. */
export function parseMessage(raw: string): { subject: string; text: string; replyTo?: string } {
  const { headers, body } = splitPart(raw);
  const part = textPart(headers, body);
  const replyTo = headers.get("reply-to");
  return {
    subject: decodeWords(headers.get("subject") ?? ""),
    text: part,
    ...(replyTo ? { replyTo: addressOf(decodeWords(replyTo)) } : {}),
  };
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace (RFC 5322 §2.2.3).
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? "" : normalized.slice(end + 2) };
}

function textPart(headers: Map<string, string>, body: string): string {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      const part = splitPart(chunk.replace(/^\n/, ""));
      const partType = part.headers.get("content-type") ?? "text/plain";
      if (partType.toLowerCase().startsWith("text/plain") || partType.toLowerCase().startsWith("multipart/"))
        return textPart(part.headers, part.body);
    }
    return "";
  }
  return decodeBody(body, headers.get("content-transfer-encoding") ?? "7bit").replace(/\n$/, "");
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(body.replace(/=\n/g, ""));
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

const addressOf = (value: string) => /<([^>]+)>/.exec(value)?.[1] ?? value.trim();
