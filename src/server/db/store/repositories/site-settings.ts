import type { SiteContact } from "../../../../lib/admin/settings-api";
import { SITE } from "../../../../lib/site";
import { inTransaction, isoNow, type StoreDb } from "../store";

/**
 * Site details an admin sets (run-time store, `site_settings`); the build publishes them in the
 * snapshot (site-details.ts). A key that is not set means the default in src/lib/site.ts.
 */

export const SITE_SETTING_KEYS = ["contact_email", "contact_phone"] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

export const DEFAULT_SITE_CONTACT: SiteContact = { email: SITE.email, phone: SITE.phone };

export interface StoredSiteSettings {
  values: Partial<Record<SiteSettingKey, string>>;
  updatedAt: string | null;
  updatedBy: string | null;
}

export async function getSiteSettings(db: StoreDb): Promise<StoredSiteSettings> {
  const rows = await db.selectFrom("site_settings").selectAll().where("key", "in", SITE_SETTING_KEYS).orderBy("updated_at", "desc").execute();
  const values: Partial<Record<SiteSettingKey, string>> = {};
  for (const r of rows) values[r.key as SiteSettingKey] = r.value;
  return { values, updatedAt: rows[0]?.updated_at ?? null, updatedBy: rows[0]?.updated_by ?? null };
}

/**
 * Writes every key: a non-blank value is stored, a blank one removed (back to the default).
 * Returns the keys whose value changed. Runs in the caller's transaction, or its own.
 */
export function saveSiteSettings(db: StoreDb, values: Record<SiteSettingKey, string>, by: string, now = Date.now()): Promise<SiteSettingKey[]> {
  return inTransaction(db, async (trx) => {
    const before = (await getSiteSettings(trx)).values;
    const changed: SiteSettingKey[] = [];
    for (const key of SITE_SETTING_KEYS) {
      const value = values[key];
      if ((before[key] ?? "") === value) continue;
      changed.push(key);
      if (value === "") await trx.deleteFrom("site_settings").where("key", "=", key).execute();
      else
        await trx
          .insertInto("site_settings")
          .values({ key, value, updated_by: by, updated_at: isoNow(now) })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_by: by, updated_at: isoNow(now) }))
          .execute();
    }
    return changed;
  });
}

/** The contact details to publish: the stored ones, else the defaults. */
export function effectiveContact(values: Partial<Record<SiteSettingKey, string>>): SiteContact {
  return { email: values.contact_email || DEFAULT_SITE_CONTACT.email, phone: values.contact_phone || DEFAULT_SITE_CONTACT.phone };
}

const PROBE_KEY = "__integration_test__";

/**
 * A write/read round trip through the store: writes a probe row, reads it back and deletes it,
 * in one transaction. Returns the value read, which equals `token` when the store works.
 */
export async function storeRoundTrip(db: StoreDb, token: string): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("site_settings")
      .values({ key: PROBE_KEY, value: token, updated_by: "integration test", updated_at: isoNow() })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: token }))
      .execute();
    const row = await trx.selectFrom("site_settings").select("value").where("key", "=", PROBE_KEY).executeTakeFirst();
    await trx.deleteFrom("site_settings").where("key", "=", PROBE_KEY).execute();
    return row?.value;
  });
}
