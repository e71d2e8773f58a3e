import type { APIRoute } from "astro";
import { pagePath } from "../lib/routes";

/** robots.txt: everything public may be crawled; admin and login may not; the sitemap index is named. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL(pagePath("xmlSitemap"), site).href;
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /login", "Disallow: /api/", "", `Sitemap: ${sitemap}`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
