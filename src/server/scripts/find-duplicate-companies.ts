import { findDuplicateCompaniesParams } from "../../lib/admin/scripts-api";
import { firstListed, forEachCompanyBatch } from "./company-batches";
import { type DuplicateCandidate, findDuplicateGroups } from "./duplicates";
import { defineScript } from "./types";

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
    const seen: DuplicateCandidate[] = [];
    const describe = (total: number) => `Checking ${total} companies${params.state ? ` in ${params.state}` : ""}`;
    const read = await forEachCompanyBatch(ctx, { state: params.state, progressUpTo: 90, describe }, (batch) => seen.push(...batch));
    if (read === null) return;
    const groups = findDuplicateGroups(seen);
    const byMatch = { name: 0, phone: 0, website: 0 };
    for (const g of groups) byMatch[g.match]++;
    ctx.log(
      `Found ${groups.length} groups of possible duplicates (${byMatch.name} by name, ${byMatch.phone} by phone, ${byMatch.website} by website)`,
    );
    ctx.setResult({
      companiesChecked: seen.length,
      groupCount: groups.length,
      byMatch,
      ...firstListed("groups", groups, MAX_LISTED_GROUPS, "groups"),
    });
  },
});
