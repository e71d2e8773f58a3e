import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { siteHref } from "../../lib/site";
import { writeProfiles } from "./write-profiles";

/**
 * After `astro build` rendered the profile shell: every company profile written from it as a
 * string (src/components/company/profile-page.ts), without a trip through Astro's component
 * renderer per profile. Listed before the integrations that read the built pages (sitemap, CSP
 * hashes), whose `astro:build:done` hooks run after this one.
 */
export function profilePages(): AstroIntegration {
  let site = "";
  return {
    name: "profile-pages",
    hooks: {
      "astro:config:setup": ({ command, updateConfig }) => {
        // Read by the profile route (routes.ts): a build renders only the shell.
        updateConfig({ vite: { define: { __PROFILES_FROM_SHELL__: JSON.stringify(command === "build") } } });
      },
      "astro:config:done": ({ config }) => {
        site = siteHref(config.site === undefined ? undefined : new URL(config.site));
      },
      "astro:build:done": ({ dir, logger }) => {
        const started = performance.now();
        const count = writeProfiles(fileURLToPath(dir), site);
        logger.info(`${count} company profiles written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };
}
