import { seoAuditParams } from "../../lib/admin/seo-api";
import { config, resolvePath } from "../config";
import { runSeoAudit } from "../seo/audit-run";
import { defineScript } from "./types";

/**
 * `seo-audit`: checks every page of the site (the built dist/ locally, the live site over HTTP
 * where there is none) and stores the run, its findings and the SEO tasks.
 */
export const seoAudit = defineScript({
  id: "seo-audit",
  title: "SEO audit",
  description:
    "Checks every page of the site: titles, descriptions, headings, canonicals, structured data, links, redirects, the sitemap and orphan pages. Results appear under SEO Health.",
  params: seoAuditParams,
  async run(ctx, params) {
    const cfg = config();
    const summary = await runSeoAudit(ctx, params, {
      distDir: resolvePath(cfg.DIST_DIR),
      netlifyTomlPath: resolvePath("netlify.toml"),
      origin: cfg.SITE_URL,
    });
    if (summary) ctx.setResult(summary);
  },
});
