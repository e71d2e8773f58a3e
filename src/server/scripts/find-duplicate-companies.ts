import { findDuplicateCompaniesParams } from "../../lib/admin/scripts";
import { companiesAfter, countCompanies } from "../db/maintenance";
import { type DuplicateCandidate, findDuplicateGroups } from "./duplicates";
import { defineScript } from "./types";

/** Companies read per batch (the cancel check runs between batches). */
const BATCH = 2000;
/** Most groups listed in the result; the count covers all of them. */
export const MAX_LISTED_GROUPS = 500;

/**
 * `find-duplicate-companies`: reports companies of one city that share a normalised name,
 * phone number or website. Changes nothing.
 */
export const findDuplicateCompanies = defineScript({
  id: "find-duplicate-companies",
  title: "Find duplicate companies",
  description: "Lists companies in the same city that share a name, phone number or website. Reports only: nothing is changed.",
  params: findDuplicateCompaniesParams,
  async run(ctx, params) {
    const { db } = ctx.store;
    const total = await countCompanies(db, params.state);
    ctx.log(`Checking ${total} companies${params.state ? ` in ${params.state}` : ""}`);
    const seen: DuplicateCandidate[] = [];
    for (let after = 0; ; ) {
      if (ctx.cancelled()) return;
      const batch = await companiesAfter(db, after, BATCH, params.state);
      if (batch.length === 0) break;
      seen.push(...batch);
      after = batch[batch.length - 1].id;
      ctx.progress(total > 0 ? (90 * seen.length) / total : 90);
    }
    const groups = findDuplicateGroups(seen);
    const byMatch = { name: 0, phone: 0, website: 0 };
    for (const g of groups) byMatch[g.match]++;
    ctx.log(`Found ${groups.length} groups of possible duplicates (${byMatch.name} by name, ${byMatch.phone} by phone, ${byMatch.website} by website)`);
    ctx.setResult({
      companiesChecked: seen.length,
      groupCount: groups.length,
      byMatch,
      groups: groups.slice(0, MAX_LISTED_GROUPS),
      ...(groups.length > MAX_LISTED_GROUPS ? { note: `Only the first ${MAX_LISTED_GROUPS} groups are listed` } : {}),
    });
  },
});
