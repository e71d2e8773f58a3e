import type { SettingsView, SiteDetailsInput, SiteDetailsView } from "../../lib/admin/settings-api";
import type { AppConfig } from "../config";
import type { AdminSession } from "../db/store/repositories/admin-auth";
import { recordAudit } from "../db/store/repositories/audit";
import { DEFAULT_SITE_CONTACT, effectiveContact, getSiteSettings, saveSiteSettings } from "../db/store/repositories/site-settings";
import type { Store } from "../db/store/store";
import { integrationStatuses } from "./integrations";

/**
 * The Settings page's data: site details (stored for the next build) and the integrations'
 * status (from the environment, masked).
 */

export async function getSiteDetails(store: Store): Promise<SiteDetailsView> {
  const { values, updatedAt, updatedBy } = await getSiteSettings(store.db);
  return {
    contactEmail: values.contact_email ?? "",
    contactPhone: values.contact_phone ?? "",
    effective: effectiveContact(values),
    defaults: DEFAULT_SITE_CONTACT,
    updatedAt,
    updatedBy,
  };
}

export async function getSettings(store: Store, cfg: AppConfig): Promise<SettingsView> {
  return { site: await getSiteDetails(store), integrations: integrationStatuses(cfg, store) };
}

/** Saves the site details (blank = back to the default), recording what changed in the audit log. */
export async function updateSiteDetails(store: Store, me: AdminSession, input: SiteDetailsInput): Promise<SiteDetailsView> {
  await store.db.transaction().execute(async (trx) => {
    const values = { contact_email: input.contact_email, contact_phone: input.contact_phone };
    const before = (await getSiteSettings(trx)).values;
    const changed = await saveSiteSettings(trx, values, me.username);
    if (changed.length === 0) return;
    const shown = (v: string | undefined) => v || "(default)";
    await recordAudit(trx, {
      actor: me.username,
      action: "settings.update",
      targetType: "settings",
      targetId: "site",
      summary: `Changed ${changed.map((k) => k.replace("_", " ")).join(" and ")} for the next build`,
      details: Object.fromEntries(changed.map((k) => [k, { from: shown(before[k]), to: shown(values[k]) }])),
    });
  });
  return getSiteDetails(store);
}
