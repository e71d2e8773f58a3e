import { randomUUID } from "node:crypto";
import type { IntegrationId, IntegrationTestInput, IntegrationTestResult } from "../../lib/admin/settings-api";
import { SITE } from "../../lib/site";
import type { AppConfig } from "../config";
import type { AdminSession } from "../db/store/repositories/admin-auth";
import { recordAudit } from "../db/store/repositories/audit";
import { getJob } from "../db/store/repositories/jobs";
import { storeRoundTrip } from "../db/store/repositories/site-settings";
import type { Store } from "../db/store/store";
import { smtpSender } from "../mail/transport";
import { maskUrl } from "./integrations";
import { requestRebuild } from "./request-rebuild";

/**
 * "Send test" for each integration: a real call through the same code path the site uses, and
 * its real outcome. Every test run is recorded in the audit log. Messages name hosts, never
 * credentials or paths.
 */

export type CheckCfg = Pick<AppConfig, "WAREHOUSE_URL" | "NETLIFY_BUILD_HOOK_URL" | "SMTP_URL" | "MAIL_FROM">;

export interface CheckOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** A refusal before anything was sent: the field to fix and why. */
export class CheckInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const errorText = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.message}${cause}`;
};

async function checkWarehouse(cfg: CheckCfg, options: CheckOptions): Promise<[boolean, string]> {
  if (!cfg.WAREHOUSE_URL) return [false, "WAREHOUSE_URL is not set: there is no warehouse to test."];
  const body = new URLSearchParams({
    test: "true",
    source: "admin-settings-test",
    website: SITE.websiteTag,
    message: "Integration test from the admin Settings page. Not a lead.",
  });
  const res = await (options.fetchImpl ?? fetch)(cfg.WAREHOUSE_URL, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Test-Request": "true" },
    body: body.toString(),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  await res.body?.cancel().catch(() => {});
  const where = maskUrl(cfg.WAREHOUSE_URL);
  return res.ok
    ? [true, `The warehouse at ${where} accepted the test POST (HTTP ${res.status}).`]
    : [false, `The warehouse at ${where} answered HTTP ${res.status}.`];
}

async function checkSmtp(cfg: CheckCfg, to: string, options: CheckOptions): Promise<[boolean, string]> {
  if (!cfg.SMTP_URL) return [false, "SMTP_URL is not set: mail is held on the Mail page, so no test email can be sent."];
  const sender = smtpSender(cfg.SMTP_URL, cfg.MAIL_FROM, options.timeoutMs ?? 15_000);
  await sender.send({
    to,
    subject: `Test email from ${SITE.name}`,
    text: `This is a test email sent from the admin Settings page of ${SITE.name}.\nIf you received it, outgoing mail works.\n`,
  });
  return [true, `Sent a test email to ${to} through ${maskUrl(cfg.SMTP_URL)}.`];
}

async function checkBuildHook(store: Store, me: AdminSession, cfg: CheckCfg, options: CheckOptions): Promise<[boolean, string]> {
  if (!cfg.NETLIFY_BUILD_HOOK_URL) return [false, "NETLIFY_BUILD_HOOK_URL is not set: rebuilds run on this server, there is no hook to test."];
  const { id, created } = await requestRebuild(store, me.username, {
    hookUrl: cfg.NETLIFY_BUILD_HOOK_URL,
    fetchImpl: options.fetchImpl,
    timeoutMs: options.timeoutMs,
  });
  if (!created) return [true, `A rebuild was already waiting to start (job ${id}); no second deploy was asked for.`];
  const job = await getJob(store.db, id);
  if (job?.status === "failed") return [false, job.error ?? `The build hook call failed (job ${id}).`];
  return [true, `Netlify accepted the build hook: a real deploy is starting (job ${id}).`];
}

async function checkDatabase(store: Store): Promise<[boolean, string]> {
  const token = randomUUID();
  const read = await storeRoundTrip(store.db, token);
  return read === token
    ? [true, `Wrote, read back and deleted a row in the ${store.engine === "postgres" ? "Postgres" : "SQLite"} store.`]
    : [false, "The row written could not be read back."];
}

/** Runs one integration's test. Throws CheckInputError when the input is missing (no call made). */
export async function testIntegration(
  store: Store,
  me: AdminSession,
  id: IntegrationId,
  input: IntegrationTestInput,
  cfg: CheckCfg,
  options: CheckOptions = {},
): Promise<IntegrationTestResult> {
  if (id === "smtp" && cfg.SMTP_URL && !input.to) throw new CheckInputError("to", "Enter the address the test email goes to");
  if (id === "build-hook" && cfg.NETLIFY_BUILD_HOOK_URL && input.confirm !== true) {
    throw new CheckInputError("confirm", "Confirm that a real deploy of the live site may start");
  }
  const started = performance.now();
  let outcome: [boolean, string];
  try {
    if (id === "warehouse") outcome = await checkWarehouse(cfg, options);
    else if (id === "smtp") outcome = await checkSmtp(cfg, input.to ?? "", options);
    else if (id === "build-hook") outcome = await checkBuildHook(store, me, cfg, options);
    else outcome = await checkDatabase(store);
  } catch (error) {
    outcome = [false, `The test failed: ${errorText(error)}`];
  }
  const [ok, message] = outcome;
  await recordAudit(store.db, {
    actor: me.username,
    action: "integration.test",
    targetType: "integration",
    targetId: id,
    summary: `Tested ${id}: ${ok ? "succeeded" : "failed"}`,
    details: { message },
  });
  return { id, ok, message, milliseconds: Math.round(performance.now() - started) };
}
