import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { buildSiteUrl, loadConfig } from "../config";
import { currentBuildState, writeBuildState } from "./build-state";
import { writeSitemap } from "./sitemap";

/**
 * After a full `astro build`: the XML sitemap of every page built, and (off Netlify) the record of
 * what the site was built from. An incremental rebuild renders only some pages into a scratch
 * folder, so it skips both here and writes them over the merged site instead.
 */
export function siteFiles(): AstroIntegration {
  let rootDir = "";
  return {
    name: "site-files",
    hooks: {
      "astro:config:done": ({ config }) => {
        rootDir = fileURLToPath(config.root);
      },
      "astro:build:done": async ({ dir, logger }) => {
        const env = loadConfig();
        if (env.RENDER_ONLY_FILE) return;
        const distDir = fileURLToPath(dir);
        // The same URL astro.config.mjs builds the pages for.
        const site = buildSiteUrl(env);
        const urls = await writeSitemap(distDir, site);
        logger.info(`sitemap-index.xml written with ${urls} URLs`);
        if (!env.NETLIFY) writeBuildState(distDir, currentBuildState(rootDir, path.resolve(env.rootDir, env.SNAPSHOT_PATH), site));
      },
    },
  };
}
