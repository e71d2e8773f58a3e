import type { CapturedMail } from "../../scripts/testing/smtp-sink";

/** A message the e2e SMTP server accepted: envelope recipients, subject, plain text, Reply-To. */
export type MailboxMessage = CapturedMail;

/**
 * Waits until the SMTP server of e2e/global-setup.ts has accepted a message matching
 * `predicate` and returns it (the first match, oldest first); fails after `timeoutMs` naming
 * how many messages it saw, so a spec that waits for mail that never comes says so.
 */
export async function waitForMail(predicate: (m: MailboxMessage) => boolean, timeoutMs = 15_000): Promise<MailboxMessage> {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) throw new Error("E2E_MAILBOX_URL is not set: run the specs through playwright.config.ts");
  const deadline = Date.now() + timeoutMs;
  let seen: MailboxMessage[] = [];
  for (;;) {
    const res = await fetch(url);
    seen = (await res.json()) as MailboxMessage[];
    const found = seen.find(predicate);
    if (found) return found;
    if (Date.now() >= deadline) {
      throw new Error(
        `No matching email within ${timeoutMs} ms; the mailbox has ${seen.length}: ${seen.map((m) => `"${m.subject}" to ${m.to.join(", ")}`).join("; ")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
