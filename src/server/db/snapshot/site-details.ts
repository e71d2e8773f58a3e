import type { SiteContact } from "../../../lib/admin/settings-api";
import { DEFAULT_SITE_CONTACT, effectiveContact, type SiteSettingKey } from "../store/repositories/site-settings";
import { type Db, getSnapshot } from "./snapshot";

/**
 * The site details as published in the snapshot (`site_details`): the build writes them from
 * the store's settings, the public pages read them. Kept apart from site-settings.ts so the
 * admin functions that only touch the store do not bundle the snapshot.
 */

/** Writes the published details into a snapshot being built. */
export function writeSiteDetails(snapshot: Db, contact: SiteContact): void {
  snapshot.exec("CREATE TABLE IF NOT EXISTS site_details (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID");
  const insert = snapshot.prepare("INSERT OR REPLACE INTO site_details (key, value) VALUES (?, ?)");
  snapshot.transaction(() => {
    insert.run("contact_email", contact.email);
    insert.run("contact_phone", contact.phone);
  })();
}

/** The details a snapshot publishes; the defaults for a snapshot written before they existed. */
export function readSiteDetails(snapshot: Db): SiteContact {
  const table = snapshot.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'site_details'").get();
  if (!table) return DEFAULT_SITE_CONTACT;
  const rows = snapshot.prepare("SELECT key, value FROM site_details").all() as Array<{ key: string; value: string }>;
  const values = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Partial<Record<SiteSettingKey, string>>;
  return effectiveContact(values);
}
