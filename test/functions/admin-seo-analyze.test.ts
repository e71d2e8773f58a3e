import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import analyzeFn from "../../functions/admin-seo-analyze";
import type { AnalyzeResult } from "../../src/lib/admin/seo-api";
import { type RunningServer, startServer } from "../../src/platform/server";
import { resetConfig } from "../../src/server/config";
import { adminCookie } from "../support/admin-session";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * The analyzer through its function: pasted HTML and live URLs served by the real local server
 * (netlify.toml's rules included) over a small site written here, plus the built state page.
 */
const SITE = "https://movers.example";
const REPO = path.resolve(import.meta.dirname, "../..");
const BUILT_STATE_PAGE = path.join(REPO, "dist/moving-companies/texas.html");

let t: TestDatabase;
let cookie = "";
let root: string;
let app: RunningServer;
const savedSiteUrl = process.env.SITE_URL;

const words = Array.from({ length: 220 }, (_, i) => `movers${i}`).join(" ");
const goodPage = (canonicalPath: string, body = "") => `<!doctype html><html lang="en"><head><title>Moving Companies in Texas | Movers</title>
<meta name="description" content="Find and compare moving companies in Texas: ratings, services and free quotes from local movers.">
<link rel="canonical" href="${SITE}${canonicalPath}">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"${SITE}/"},{"@type":"ListItem","position":2,"name":"Texas","item":"${SITE}${canonicalPath}"}]}</script>
</head><body><main><h1>Moving Companies in Texas</h1><p>${words}</p>${body}</main></body></html>`;

const BROKEN_PAGE = `<!doctype html><html><head>
<meta name="robots" content="noindex, nofollow">
<link rel="canonical" href="${SITE}/search.html">
<script type="application/ld+json">{"@context": "https://schema.org", "@type": "Organization", "name": "X",}</script>
</head><body><main><h1>One</h1><h1>Two</h1><img src="/truck.png"><p>${words}</p></main></body></html>`;

function writeSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-analyze-"));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, "dist", name)), { recursive: true });
    fs.writeFileSync(path.join(dir, "dist", name), content);
  }
  fs.mkdirSync(path.join(dir, "functions"));
  return dir;
}

beforeAll(async () => {
  t = await createTestDatabase();
  cookie = await adminCookie(t.store, "seo-admin");
  process.env.SITE_URL = SITE;
  resetConfig();
  root = writeSite({
    "index.html": goodPage("/"),
    "moving-companies/texas.html": goodPage(
      "/moving-companies/texas",
      '<a href="/">Home</a><a href="/gone">Gone</a><a href="/moving-companies/texas?page=2#x">Texas</a>',
    ),
    "search.html": goodPage("/search"),
    "moved.html": goodPage("/moved"),
    "404.html": "<!doctype html><title>Not found</title><h1>Page not found</h1>",
  });
  app = await startServer({
    host: "127.0.0.1",
    port: 0,
    distDir: path.join(root, "dist"),
    functionsDir: path.join(root, "functions"),
    netlifyTomlPath: path.join(REPO, "netlify.toml"),
    maxBodyBytes: 4 * 1024 * 1024,
    trustProxy: false,
  });
});

afterAll(async () => {
  await app?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
  if (savedSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = savedSiteUrl;
  resetConfig();
  await t.cleanup();
});

function analyze(body: unknown, init: { auth?: boolean } = {}): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json", "sec-fetch-site": "same-origin" };
  if (init.auth !== false) headers.cookie = cookie;
  const req = new Request(`${app.url}/api/admin/seo/analyze`, { method: "POST", headers, body: JSON.stringify(body) });
  return Promise.resolve(analyzeFn(req, { ip: "192.0.2.1", params: {}, requestId: "t", waitUntil: () => {} }));
}

async function result(body: unknown): Promise<AnalyzeResult> {
  const res = await analyze(body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AnalyzeResult;
}

describe("POST /api/admin/seo/analyze", () => {
  it("answers 401 without a session", async () => {
    expect((await analyze({ html: BROKEN_PAGE }, { auth: false })).status).toBe(401);
  });

  it("refuses neither or both of url and html, a URL of another site, and names the field", async () => {
    const neither = await analyze({});
    expect(neither.status).toBe(400);
    expect(((await neither.json()) as { issues: { path: string }[] }).issues[0].path).toBe("url");
    const both = await analyze({ url: "/", html: "<p>x</p>" });
    expect(((await both.json()) as { issues: { path: string }[] }).issues[0].path).toBe("html");
    const foreign = await analyze({ url: "https://evil.example/" });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ issues: [{ path: "url", message: expect.stringContaining(SITE) }] });
  });

  it("finds every defect of a deliberately broken page", async () => {
    const { issues, score, facts } = await result({ html: BROKEN_PAGE });
    const codes = issues.map((i) => i.code);
    for (const code of [
      "title_missing",
      "description_missing",
      "h1_multiple",
      "canonical_invalid",
      "jsonld_invalid",
      "image_missing_alt",
      "noindex",
    ]) {
      expect(codes, code).toContain(code);
    }
    expect(issues.find((i) => i.code === "canonical_invalid")?.message).toContain(".html");
    expect(facts).toMatchObject({ title: null, description: null, h1Count: 2, noindex: true, imagesWithoutAlt: 1 });
    expect(score).toBeLessThan(60);
  });

  it("requests a URL live: the page, its canonical and its links; a link that 404s is a finding", async () => {
    const r = await result({ url: "/moving-companies/texas" });
    expect(r.source).toBe("url");
    expect(r.hops).toEqual([{ url: "/moving-companies/texas", status: 200, location: null }]);
    expect(r.canonical).toMatchObject({ url: "/moving-companies/texas", status: 200 });
    expect(r.links.checked.map((l) => [l.url, l.status])).toEqual([
      ["/", 200],
      ["/gone", 404],
      ["/moving-companies/texas", 200],
    ]);
    expect(r.issues.map((i) => [i.code, i.message])).toEqual([["broken_internal_link", "The link to /gone answers 404."]]);
    expect(r.score).toBe(90);
  });

  it("takes an absolute URL on the site's origin", async () => {
    expect((await result({ url: `${SITE}/moving-companies/texas` })).facts.url).toBe("/moving-companies/texas");
  });

  it("reports a redirect instead of following it silently: /search.html moves to /search", async () => {
    const r = await result({ url: "/search.html" });
    expect(r.hops.map((h) => h.status)).toEqual([301, 200]);
    expect(r.facts.url).toBe("/search");
    expect(r.issues.map((i) => i.code)).toEqual(["redirect_chain"]);
    expect(r.issues[0].message).toContain("/search.html (301) → /search");
  });

  it("reports a canonical that does not answer 200", async () => {
    const r = await result({ url: "/moved" });
    expect(r.canonical).toMatchObject({ url: "/moved", status: 200 });
    const page = await result({ html: goodPage("/nowhere") });
    expect(page.canonical).toBeNull(); // pasted HTML is judged on its own
    fs.writeFileSync(path.join(root, "dist/moved.html"), goodPage("/nowhere"));
    const live = await result({ url: "/moved" });
    expect(live.issues.map((i) => [i.code, i.message])).toEqual([["canonical_not_200", "The canonical /nowhere answers 404."]]);
  });

  it("reports a page that answers 404", async () => {
    const r = await result({ url: "/no-such-page" });
    expect(r.issues.map((i) => i.code)).toEqual(["http_error"]);
    expect(r.score).toBe(90);
  });

  it("scores the built state page 90 or more", async () => {
    // The page as the build renders it when there is one; else the fixture above, shaped like ours.
    const html = fs.existsSync(BUILT_STATE_PAGE) ? fs.readFileSync(BUILT_STATE_PAGE, "utf8") : goodPage("/moving-companies/texas");
    const origin = html.match(/<link rel="canonical" href="(https?:\/\/[^/"]+)/)?.[1] ?? SITE;
    process.env.SITE_URL = origin;
    resetConfig();
    try {
      const r = await result({ html });
      expect(
        r.issues.filter((i) => i.severity !== "notice"),
        JSON.stringify(r.issues),
      ).toEqual([]);
      expect(r.facts.h1Count).toBe(1);
      expect(r.facts.jsonLdTypes).toContain("BreadcrumbList");
      expect(r.score).toBeGreaterThanOrEqual(90);
    } finally {
      process.env.SITE_URL = SITE;
      resetConfig();
    }
  });
});
