// @ts-check
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { buildSiteUrl, loadConfig } from "./src/server/config.ts";
import { cspHeaders } from "./src/server/http/csp-integration.ts";

const env = loadConfig();
const NOT_IN_SITEMAP = /^\/(404|error|login|admin|inquiry-received)(\/|$)/;
// A city page's other sort orders (and their later pages) have the city page as their canonical URL.
const SORTED_CITY_PAGE = /^\/moving-companies\/[^/]+\/[^/]+\/by-[a-z]+(\/page\/\d+)?$/;

// Static output from the SQLite snapshot. Canonical URLs have no trailing slash (spec 9), so
// pages are written as `states/texas.html` and served at `/states/texas`.
export default defineConfig({
  site: buildSiteUrl(env),
  output: "static",
  trailingSlash: "never",
  build: { format: "file" },
  integrations: [
    react(),
    // XML sitemap index of every public page; admin, login, error and thank-you pages stay out.
    sitemap({ filter: (page) => !NOT_IN_SITEMAP.test(new URL(page).pathname) && !SORTED_CITY_PAGE.test(new URL(page).pathname) }),
    // dist/_headers: the Content-Security-Policy with the hashes of this build's inline scripts.
    cspHeaders(),
  ],
  vite: {
    plugins: [tailwindcss()],
    ssr: { external: ["better-sqlite3"] },
  },
  server: { port: env.PORT, host: env.HOST },
});
