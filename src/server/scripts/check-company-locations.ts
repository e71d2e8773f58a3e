import { checkCompanyLocationsParams } from "../../lib/admin/scripts-api";
import { requestRebuild } from "../admin/request-rebuild";
import { config } from "../config";
import { applyLocationFixes, type LocationFix } from "../db/store/repositories/maintenance";
import { loadZipRecords } from "../reference/zip-source";
import { firstListed, forEachCompanyBatch } from "./company-batches";
import { checkCompanyLocation, type LocationIssue, type LocationProblem, zipReference } from "./locations";
import { defineScript } from "./types";

/** Most problems listed in the result; the counts cover all of them. */
export const MAX_LISTED_PROBLEMS = 500;

/**
 * `check-company-locations`: every company's ZIP, coordinates and city against the ZIP
 * reference data. With `fix`, the safe corrections (see locations.ts) are applied in one
 * transaction and a site rebuild is requested so the public pages follow.
 */
export const checkCompanyLocations = defineScript({
  id: "check-company-locations",
  title: "Check company locations",
  description:
    "Finds companies whose ZIP code is not in their state, whose map position is far from their ZIP code, or whose city does not match the ZIP code. Can fix what is safe to fix.",
  params: checkCompanyLocationsParams,
  async run(ctx, params) {
    const { db } = ctx.store;
    const ref = zipReference(loadZipRecords());
    const problems: LocationProblem[] = [];
    const fixes: LocationFix[] = [];
    const describe = (total: number) => `Checking ${total} companies against ${ref.byZip.size} ZIP codes (distance limit ${params.max_miles} miles)`;
    const checked = await forEachCompanyBatch(ctx, { progressUpTo: 80, describe }, (batch) => {
      for (const company of batch) {
        const found = checkCompanyLocation(company, ref, params.max_miles);
        problems.push(...found.problems);
        if (found.fix) fixes.push(found.fix);
      }
    });
    if (checked === null) return;
    const byIssue: Record<LocationIssue, number> = { "zip-unknown": 0, "zip-state": 0, far: 0, city: 0 };
    for (const p of problems) byIssue[p.issue]++;
    ctx.log(
      `Found ${problems.length} problems in ${new Set(problems.map((p) => p.id)).size} companies; ${fixes.length} companies can be fixed safely`,
    );
    let fixed = 0;
    let rebuildJobId: number | null = null;
    if (params.fix && fixes.length > 0 && !ctx.cancelled()) {
      fixed = await db.transaction().execute((trx) => applyLocationFixes(trx, fixes));
      ctx.log(`Fixed ${fixed} companies`);
      for (const f of fixes.slice(0, 50))
        ctx.log(
          `  company ${f.id}: ${[f.city ? `city ${f.city}` : "", f.lat !== undefined ? `coordinates ${f.lat}, ${f.lng}` : ""].filter(Boolean).join(", ")}`,
        );
      const rebuild = await requestRebuild(ctx.store, "script:check-company-locations", { hookUrl: config().NETLIFY_BUILD_HOOK_URL });
      rebuildJobId = rebuild.id;
      ctx.log(`Site rebuild requested (job ${rebuild.id})`);
    } else if (!params.fix && fixes.length > 0) {
      ctx.log("Nothing changed: run again with fix to apply the safe corrections");
    }
    ctx.setResult({
      companiesChecked: checked,
      problemCount: problems.length,
      byIssue,
      fixable: fixes.length,
      fixed,
      rebuildJobId,
      ...firstListed("problems", problems, MAX_LISTED_PROBLEMS, "problems"),
    });
  },
});
