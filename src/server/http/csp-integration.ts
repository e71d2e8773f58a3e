import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { writeCspHeaders } from "./csp";

/** After every `astro build` (npm run build, the admin's rebuild): dist/_headers with the page CSP. */
export function cspHeaders(): AstroIntegration {
  return {
    name: "csp-headers",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const { pages, hashes } = await writeCspHeaders(fileURLToPath(dir));
        logger.info(`Content-Security-Policy for ${pages} pages with ${hashes} inline-script hashes written to _headers`);
      },
    },
  };
}
