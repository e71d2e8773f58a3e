import type { SiteContact } from "../../lib/admin/settings-api";
import { pageSnapshot } from "../build/page-snapshot";
import { readSiteDetails } from "../db/snapshot/site-details";
import { DEFAULT_SITE_CONTACT } from "../db/store/repositories/site-settings";

let published: SiteContact | undefined;

/**
 * The contact details the public pages show (footer, contact page, the no-JavaScript notices):
 * the build's snapshot, read once per process; the defaults when there is no snapshot.
 */
export function siteContact(): SiteContact {
  if (!published) {
    try {
      published = readSiteDetails(pageSnapshot());
    } catch {
      published = DEFAULT_SITE_CONTACT;
    }
  }
  return published;
}
