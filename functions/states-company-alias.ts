import { companyAliasParamsSchema } from "../src/lib/locations/locations-api";
import { getSnapshot } from "../src/server/db/snapshot/snapshot";
import { defineFunction, route } from "../src/server/http/define-function";
import { companyAliasTarget } from "../src/server/locations/company-alias";

/**
 * GET /states/{state}/{city}/{company}: 301 to `/company/{slug}` when the company is listed in
 * that state and city, else 404. A blanket rewrite used to serve the profile for any state and
 * city, so /states/foo/bar/<company> was an endless source of duplicate pages.
 */
const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Page not found | Movers &amp; Packers</title></head><body><main><h1>Page not found</h1><p>No mover is listed at this address. <a href="/search">Search the directory</a> or go to the <a href="/">home page</a>.</p></main></body></html>`;

export default defineFunction({
  GET: route({
    params: companyAliasParamsSchema,
    handle({ params }) {
      const target = companyAliasTarget(getSnapshot(), params);
      const cache = "public, max-age=300, stale-while-revalidate=3600";
      if (target) return new Response(null, { status: 301, headers: { Location: target, "Cache-Control": cache } });
      return new Response(NOT_FOUND_PAGE, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cache } });
    },
  }),
});

export const config = { path: "/states/:state/:city/:company" };
