import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { headersFor, matchRedirect, parseNetlifyToml } from "../lib/netlify-rules";
import { loadNetlifyRules } from "../server/netlify-rules-file";
import { NETLIFY_TOML } from "./__fixtures__/site";

const noFiles = async () => false;
const rules = parseNetlifyToml(NETLIFY_TOML);
/** The redirect rules of a netlify.toml holding one `[[redirects]]` per [from, to] pair, in order. */
const redirectRules = (...pairs: [string, string][]) =>
  parseNetlifyToml(pairs.map(([from, to]) => `[[redirects]]\nfrom = "${from}"\nto = "${to}"`).join("\n")).redirects;

describe("parseNetlifyToml", () => {
  it("reads redirects with Netlify's defaults (301, not forced) and headers", () => {
    expect(rules.redirects[0]).toMatchObject({ from: "/old-states/*", to: "/states/:splat", status: 301, force: false });
    expect(rules.redirects.find((r) => r.from === "/forced")).toMatchObject({ status: 308, force: true });
    expect(rules.headers).toHaveLength(2);
    expect(rules.headers[1]?.values).toEqual({ "X-Robots-Tag": "noindex", "Cache-Control": "public, max-age=60" });
  });

  it("names the file and rule in errors", () => {
    expect(() => parseNetlifyToml('[[redirects]]\nfrom = "nope"\nto = "/x"', "site/netlify.toml")).toThrow(
      /site\/netlify.toml \[\[redirects\]\] #1: "from"/,
    );
    expect(() => parseNetlifyToml('[[redirects]]\nfrom = "/a/*/b"\nto = "/x"')).toThrow(/splat/);
    expect(() => parseNetlifyToml('[[headers]]\nfor = "x"')).toThrow(/\[\[headers\]\] #1/);
  });

  it("skips (with a warning) rules with conditions it cannot honour", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const parsed = parseNetlifyToml('[[redirects]]\nfrom = "/a"\nto = "/b"\nconditions = { Country = ["US"] }');
    expect(parsed.redirects).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("joins multi-value and multi-line header values", () => {
    const parsed = parseNetlifyToml(`[[headers]]
for = "/*"
[headers.values]
Content-Security-Policy = '''
  default-src 'self';
  img-src 'self' data:;
'''
Link = ["</a.css>; rel=preload", "</b.js>; rel=preload"]`);
    expect(parsed.headers[0]?.values).toEqual({
      "Content-Security-Policy": "default-src 'self'; img-src 'self' data:;",
      Link: "</a.css>; rel=preload, </b.js>; rel=preload",
    });
  });
});

describe("matchRedirect", () => {
  it("fills :splat and placeholders and keeps the query string", async () => {
    expect(await matchRedirect(rules.redirects, "/old-states/texas/austin", "?page=2", noFiles)).toMatchObject({
      status: 301,
      target: "/states/texas/austin?page=2",
    });
    expect((await matchRedirect(rules.redirects, "/go/ohio", "", noFiles))?.target).toBe("/states/ohio");
    expect(await matchRedirect(rules.redirects, "/go/ohio/extra", "", noFiles)).toBeUndefined(); // :state is one segment
  });

  it("lets a trailing splat match the bare prefix too", async () => {
    expect((await matchRedirect(rules.redirects, "/admin", "", noFiles))?.target).toBe("/admin.html");
    expect((await matchRedirect(rules.redirects, "/admin/users/7", "", noFiles))?.status).toBe(200);
  });

  it("takes the first matching rule", async () => {
    const parsed = redirectRules(["/a/*", "/first"], ["/a/b", "/second"]);
    expect((await matchRedirect(parsed, "/a/b", "", noFiles))?.target).toBe("/first");
  });

  it("skips non-forced rules shadowed by a static file, but not forced ones", async () => {
    const exists = async (p: string) => p === "/shadowed" || p === "/forced";
    expect(await matchRedirect(rules.redirects, "/shadowed", "", exists)).toBeUndefined();
    expect((await matchRedirect(rules.redirects, "/forced", "", exists))?.target).toBe("/states/texas");
  });

  it("merges queries and never produces a protocol-relative target", async () => {
    const parsed = redirectRules(["/q/*", "/search?src=old"], ["/x/*", "/:splat"]);
    expect((await matchRedirect(parsed, "/q/a", "?q=b", noFiles))?.target).toBe("/search?src=old&q=b");
    expect((await matchRedirect(parsed, "/x//evil.example", "", noFiles))?.target).toBe("/evil.example");
  });
});

describe("headersFor", () => {
  it("combines every matching rule, later ones overriding", () => {
    expect(headersFor(rules.headers, "/")).toEqual({ "X-Frame-Options": "DENY" });
    expect(headersFor(rules.headers, "/states/texas")).toEqual({
      "X-Frame-Options": "DENY",
      "X-Robots-Tag": "noindex",
      "Cache-Control": "public, max-age=60",
    });
  });
});

describe("loadNetlifyRules", () => {
  it("reads a file, and treats a missing file as no rules", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rules-test-"));
    const file = path.join(dir, "netlify.toml");
    fs.writeFileSync(file, NETLIFY_TOML);
    expect((await loadNetlifyRules(file)).redirects.length).toBe(rules.redirects.length);
    expect(await loadNetlifyRules(path.join(dir, "missing.toml"))).toEqual({ redirects: [], headers: [] });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("the project's netlify.toml", () => {
  it("serves the admin page at every /admin/* URL (deep links), never indexed or cached", async () => {
    const project = await loadNetlifyRules(path.join(process.cwd(), "netlify.toml"));
    const exists = async (p: string) => p === "/admin";
    expect(await matchRedirect(project.redirects, "/admin", "", exists)).toBeUndefined(); // the page itself
    for (const deep of ["/admin/jobs/42", "/admin/leads/7", "/admin/settings", "/admin/seo-health/analyzer"]) {
      expect(await matchRedirect(project.redirects, deep, "", exists), deep).toMatchObject({ status: 200, target: "/admin" });
      expect(headersFor(project.headers, deep), deep).toMatchObject({ "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" });
    }
    expect(headersFor(project.headers, "/admin")).toMatchObject({ "X-Robots-Tag": "noindex, nofollow" });
    expect(headersFor(project.headers, "/login")).toMatchObject({ "X-Robots-Tag": "noindex, nofollow" });
    expect(headersFor(project.headers, "/")["X-Robots-Tag"]).toBeUndefined();
  });
});
