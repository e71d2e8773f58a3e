import type { IntegrationStatus } from "../../lib/admin/settings-api";
import type { AppConfig } from "../config";
import type { Store } from "../db/store/store";

/**
 * The integrations configured in the environment, as the Settings page shows them: whether each
 * is set and where it points, masked. Only a scheme, host and port are ever shown: paths (a
 * build hook's id, a warehouse token), user names and passwords stay on the server.
 */

type Cfg = Pick<AppConfig, "WAREHOUSE_URL" | "NETLIFY_BUILD_HOOK_URL" | "SMTP_URL" | "MAIL_FROM">;

/** `https://host:port` of a URL, with a note when anything else was hidden; "(unreadable URL)" when it does not parse. */
export function maskUrl(raw: string): string {
  try {
    const u = new URL(raw);
    const hidden: string[] = [];
    if (u.username || u.password) hidden.push("credentials");
    if (u.pathname !== "/" && u.pathname !== "") hidden.push("path");
    if (u.search) hidden.push("query");
    return `${u.protocol}//${u.host}${hidden.length ? ` (${hidden.join(", ")} hidden)` : ""}`;
  } catch {
    return "(unreadable URL)";
  }
}

/** Where the store lives without secrets: the SQLite file, or the Postgres host and database. */
export function maskStoreLocation(store: Pick<Store, "engine" | "location">): string {
  if (store.engine === "sqlite") return `SQLite file ${store.location}`;
  try {
    const u = new URL(store.location);
    return `Postgres at ${u.host}${u.pathname}${u.username ? " (credentials hidden)" : ""}`;
  } catch {
    return "Postgres";
  }
}

export function integrationStatuses(cfg: Cfg, store: Pick<Store, "engine" | "location">): IntegrationStatus[] {
  return [
    {
      id: "warehouse",
      name: "Lead warehouse",
      variable: "WAREHOUSE_URL",
      configured: Boolean(cfg.WAREHOUSE_URL),
      value: cfg.WAREHOUSE_URL ? maskUrl(cfg.WAREHOUSE_URL) : "Not configured: lead copies are marked skipped",
      testDescription: "Sends one POST marked as a test (test=true, no lead data) and reports the warehouse's answer.",
      requiresConfirmation: false,
      needsRecipient: false,
    },
    {
      id: "build-hook",
      name: "Netlify build hook",
      variable: "NETLIFY_BUILD_HOOK_URL",
      configured: Boolean(cfg.NETLIFY_BUILD_HOOK_URL),
      value: cfg.NETLIFY_BUILD_HOOK_URL ? maskUrl(cfg.NETLIFY_BUILD_HOOK_URL) : "Not configured: rebuilds run on this server",
      testDescription: "Calls the build hook, which starts a real deploy of the live site (a rebuild job follows it).",
      requiresConfirmation: true,
      needsRecipient: false,
    },
    {
      id: "smtp",
      name: "Outgoing mail (SMTP)",
      variable: "SMTP_URL, MAIL_FROM",
      configured: Boolean(cfg.SMTP_URL),
      value: cfg.SMTP_URL ? `${maskUrl(cfg.SMTP_URL)}, from ${cfg.MAIL_FROM}` : "Not configured: mail is held on the Mail page",
      testDescription: "Sends a test email to the address you enter, through the same transport as every other email.",
      requiresConfirmation: false,
      needsRecipient: true,
    },
    {
      id: "database",
      name: "Run-time database",
      variable: "DATABASE_URL (or STORE_PATH)",
      configured: true,
      value: maskStoreLocation(store),
      testDescription: "Writes a row, reads it back and deletes it.",
      requiresConfirmation: false,
      needsRecipient: false,
    },
  ];
}
