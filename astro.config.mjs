// @ts-check
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { siteFiles } from "./src/server/build/site-files-integration.ts";
import { buildSiteUrl, loadConfig } from "./src/server/config.ts";
import { cspHeaders } from "./src/server/http/csp-integration.ts";
import { profilePages } from "./src/server/profile-pages/integration.ts";

const env = loadConfig();

// Static output from the SQLite snapshot. Canonical URLs have no trailing slash, so
// pages are written as `states/texas.html` and served at `/states/texas`.
export default defineConfig({
  site: buildSiteUrl(env),
  output: "static",
  trailingSlash: "never",
  build: { format: "file" },
  integrations: [
    react(),
    // The company profiles, written from the shell the build rendered (before the two below,
    // which read every built page).
    profilePages(),
    // XML sitemap index of every public page (admin, login, error and thank-you pages stay out),
    // and the record of what the site was built from, for incremental rebuilds.
    siteFiles(),
    // dist/_headers: the Content-Security-Policy with the hashes of this build's inline scripts.
    cspHeaders(),
  ],
  vite: {
    plugins: [tailwindcss()],
    ssr: { external: ["better-sqlite3"] },
  },
  server: { port: env.PORT, host: env.HOST },
});
