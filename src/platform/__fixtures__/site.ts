import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

/** The fixture functions folder (vite can only import .ts from inside the project). */
export const FIXTURE_FUNCTIONS = path.join(import.meta.dirname, "functions");

/** Long enough to be worth compressing. */
export const TEXAS_HTML = `<!doctype html><html><body><h1>Texas</h1>${"<p>Movers in Texas.</p>".repeat(60)}</body></html>`;
export const APP_JS = `console.log("app");\n`.repeat(40);
export const NOT_FOUND_HTML = "<!doctype html><h1>Page not found</h1>";

export const NETLIFY_TOML = `
[[redirects]]
from = "/old-states/*"
to = "/states/:splat"

[[redirects]]
from = "/go/:state"
to = "/states/:state"
status = 302

[[redirects]]
from = "/admin/*"
to = "/admin.html"
status = 200

[[redirects]]
from = "/api/*"
to = "/api-not-found.json"
status = 404

[[redirects]]
from = "/shadowed"
to = "/states/texas"

[[redirects]]
from = "/forced"
to = "/states/texas"
status = 308
force = true

[[redirects]]
from = "/rewrite-to-function/:id"
to = "/api/items/:id"
status = 200

[[headers]]
for = "/*"
[headers.values]
X-Frame-Options = "DENY"

[[headers]]
for = "/states/*"
[headers.values]
X-Robots-Tag = "noindex"
Cache-Control = "public, max-age=60"
`;

/** A throwaway built site in os.tmpdir(): dist/ files and a netlify.toml beside it. */
export interface TempSite {
  root: string;
  distDir: string;
  tomlPath: string;
  cleanup(): void;
}

/** Writes a small dist (index, states/texas, 404, hashed asset, css, svg, ...) and netlify.toml. */
export function makeSite(files: Record<string, string | Buffer> = {}): TempSite {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "serve-test-"));
  const distDir = path.join(root, "dist");
  const all: Record<string, string | Buffer> = {
    "index.html": "<!doctype html><h1>Home</h1>",
    "states/texas.html": TEXAS_HTML,
    "404.html": NOT_FOUND_HTML,
    "admin.html": "<!doctype html><h1>Admin app</h1>",
    "shadowed.html": "<!doctype html><h1>I shadow a redirect</h1>",
    "forced.html": "<!doctype html><h1>Forced rule wins over me</h1>",
    "api-not-found.json": '{"error":"Not found"}',
    "_astro/app.123.js": APP_JS,
    "styles/site.css": `body { color: black; }\n`.repeat(30),
    "images/logo.svg": `<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>`,
    "images/photo.png": Buffer.alloc(2048, 7),
    ...files,
  };
  for (const [name, content] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
    fs.writeFileSync(path.join(distDir, name), content);
  }
  // A secret right next to dist: traversal must never reach it.
  fs.writeFileSync(path.join(root, "package.json"), '{"secret":true}');
  const tomlPath = path.join(root, "netlify.toml");
  fs.writeFileSync(tomlPath, NETLIFY_TOML);
  return { root, distDir, tomlPath, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** What a client saw. */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** A raw HTTP request: the path is sent exactly as given (no client-side normalisation). */
export function request(
  baseUrl: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer | Buffer[] } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: options.method ?? "GET", headers: options.headers });
    req.on("error", reject);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
      });
    });
    const parts = options.body === undefined ? [] : Array.isArray(options.body) ? options.body : [options.body];
    for (const part of parts) req.write(part);
    req.end();
  });
}
