import { rebuildSiteParams } from "../../lib/admin/scripts-api";
import { defineScript } from "./types";

/**
 * `rebuild-site`: the site rebuild the Jobs page has always offered. Started through
 * requestRebuild (see start-run.ts): with a Netlify build hook configured Netlify builds and its
 * deploy events finish the job; otherwise the local server's job runner runs the site builder
 * it was given (scriptJobHandlers' `siteBuilder`, i.e. rebuildSiteHandler: snapshot from the
 * store, astro build, swap of dist/). The builder is passed in rather than imported here so the
 * functions that list and start scripts do not bundle the snapshot writer.
 */
export const rebuildSite = defineScript({
  id: "rebuild-site",
  title: "Rebuild the site",
  description: "Writes the directory snapshot from the companies as they are now and rebuilds the public site with them.",
  params: rebuildSiteParams,
  async run() {
    throw new Error("The site is rebuilt by the local server's job runner or by the Netlify build hook, not in this process");
  },
});
