import { describe, expect, it } from "vitest";
import { makeFollower, type RouteAnswer, siteChecks } from "./site-checks";
import type { PageFacts } from "./types";

const ORIGIN = "https://movers.example";

const page = (url: string, over: Partial<PageFacts> = {}): PageFacts => ({
  url,
  status: 200,
  title: `Title of ${url}`,
  description: `Description of ${url}`,
  h1Count: 1,
  canonical: `${ORIGIN}${url}`,
  noindex: false,
  links: [],
  imagesWithoutAlt: 0,
  bytes: 1000,
  gzipBytes: 400,
  words: 300,
  jsonLdTypes: [],
  ...over,
});

const run = (
  pages: PageFacts[],
  extra: { sitemap?: string[]; routes?: Record<string, RouteAnswer>; probes?: { path: string; rule: string }[] } = {},
) =>
  siteChecks({
    origin: ORIGIN,
    pages,
    sitemap: extra.sitemap ?? pages.map((p) => p.url),
    routes: new Map(Object.entries(extra.routes ?? {})),
    probes: extra.probes,
  });

const codes = (findings: ReturnType<typeof siteChecks>, code: string) => findings.filter((f) => f.code === code);

/** A small site where every page links to every other: nothing to report. */
const healthy = () => [page("/", { links: ["/a", "/b"] }), page("/a", { links: ["/"] }), page("/b", { links: ["/a"] })];

describe("siteChecks", () => {
  it("finds nothing on a healthy site", () => {
    expect(run(healthy())).toEqual([]);
  });

  it("gives every page of a duplicate-title group a finding naming the others", () => {
    const pages = [...healthy(), page("/c", { title: "Title of /a", links: ["/a"] })];
    pages[0].links.push("/c");
    const found = codes(run(pages), "title_duplicate");
    expect(found.map((f) => f.url).sort()).toEqual(["/a", "/c"]);
    expect(found.find((f) => f.url === "/a")?.message).toContain("/c");
    expect(found[0].severity).toBe("warning");
  });

  it("finds duplicate descriptions, ignoring case and spacing, and leaves noindex pages out", () => {
    const pages = [
      ...healthy(),
      page("/c", { description: "  description OF /b ", links: ["/"] }),
      page("/d", { description: "Description of /b", noindex: true }),
    ];
    pages[0].links.push("/c", "/d");
    const found = codes(run(pages), "description_duplicate");
    expect(found.map((f) => f.url).sort()).toEqual(["/b", "/c"]);
  });

  it("reports a canonical that redirects or fails", () => {
    const pages = healthy();
    pages[1].canonical = `${ORIGIN}/a.html`;
    pages[2].canonical = `${ORIGIN}/gone`;
    const found = codes(run(pages, { routes: { "/a.html": { status: 301, location: "/a" }, "/gone": { status: 404 } } }), "canonical_not_200");
    expect(found.map((f) => [f.url, f.message])).toEqual([
      ["/a", "The canonical /a.html redirects (/a.html → /a) and ends with 200."],
      ["/b", "The canonical /gone answers 404."],
    ]);
  });

  it("reports links to URLs that answer 404, once per page", () => {
    const pages = healthy();
    pages[1].links.push("/missing", "/also-missing");
    const found = codes(run(pages, { routes: { "/missing": { status: 404 }, "/also-missing": { status: 404 } } }), "broken_internal_link");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ url: "/a", severity: "error" });
    expect(found[0].message).toContain("/missing (404)");
  });

  it("reports redirect chains of more than one hop, and loops, but not single redirects", () => {
    const pages = healthy();
    pages[0].links.push("/old", "/older", "/loop");
    const routes: Record<string, RouteAnswer> = {
      "/old": { status: 301, location: "/a" },
      "/older": { status: 301, location: "/old" },
      "/loop": { status: 302, location: `${ORIGIN}/loop2` },
      "/loop2": { status: 302, location: "/loop" },
    };
    const found = codes(run(pages, { routes }), "redirect_chain");
    expect(found.map((f) => f.url).sort()).toEqual(["/loop", "/older"]);
    expect(found.find((f) => f.url === "/older")?.message).toBe("Takes 2 redirects to reach its page: /older → /old → /a.");
  });

  it("reports noindex pages in the sitemap and indexable pages missing from it", () => {
    const pages = [...healthy(), page("/private", { noindex: true, canonical: null, links: ["/"] })];
    pages[0].links.push("/private");
    const found = run(pages, { sitemap: ["/", "/a", "/private"] });
    expect(codes(found, "noindex_in_sitemap").map((f) => f.url)).toEqual(["/private"]);
    expect(codes(found, "missing_from_sitemap").map((f) => f.url)).toEqual(["/b"]);
  });

  it("does not want pages whose canonical points elsewhere in the sitemap", () => {
    const pages = [...healthy(), page("/copy", { canonical: `${ORIGIN}/a`, links: ["/"] })];
    pages[0].links.push("/copy");
    expect(codes(run(pages, { sitemap: ["/", "/a", "/b"] }), "missing_from_sitemap")).toEqual([]);
  });

  it("reports sitemap entries that do not answer 200", () => {
    const found = codes(run(healthy(), { sitemap: ["/", "/a", "/b", "/gone"], routes: { "/gone": { status: 404 } } }), "http_error");
    expect(found.map((f) => f.url)).toEqual(["/gone"]);
  });

  it("reports orphan pages; a link through a rewrite counts for the page it serves; self-links do not count", () => {
    const pages = [page("/", { links: ["/alias-a"] }), page("/a", { links: ["/", "/a"] }), page("/b", { links: ["/b", "/"] })];
    const found = codes(run(pages, { routes: { "/alias-a": { status: 200, servedPage: "/a" } } }), "orphan_page");
    expect(found.map((f) => f.url)).toEqual(["/b"]);
  });

  it("reports a page that also answers 200 at its .html URL when its canonical does not name the clean URL", () => {
    const pages = [
      page("/", { links: ["/a", "/b", "/c"] }),
      page("/a", { links: ["/"], canonical: `${ORIGIN}/a.html` }),
      page("/b", { links: ["/a"] }),
      page("/c", { links: ["/"] }),
    ];
    const routes: Record<string, RouteAnswer> = {
      "/a.html": { status: 200, servedPage: "/a" },
      "/b.html": { status: 301, location: "/b" },
      "/c.html": { status: 200, servedPage: "/c" },
    };
    const found = codes(run(pages, { routes }), "duplicate_url");
    expect(found.map((f) => f.url)).toEqual(["/a.html"]);
  });

  it("reports a made-up URL that a rewrite answers with 200", () => {
    const routes: Record<string, RouteAnswer> = { "/states/zz/zz/a": { status: 200, servedPage: "/a" }, "/states/zz": { status: 404 } };
    const probes = [
      { path: "/states/zz/zz/a", rule: "/states/:state/:city/:company" },
      { path: "/states/zz", rule: "/states/:state" },
    ];
    const found = codes(run(healthy(), { routes, probes }), "soft_404");
    expect(found.map((f) => f.url)).toEqual(["/states/zz/zz/a"]);
    expect(found[0].severity).toBe("error");
  });
});

describe("makeFollower", () => {
  it("is undefined for URLs never checked and stops at off-site redirects", () => {
    const follow = makeFollower({
      origin: ORIGIN,
      pages: [page("/")],
      routes: new Map([["/out", { status: 301, location: "https://else.example/x" }]]),
    });
    expect(follow("/unknown")).toBeUndefined();
    expect(follow("/out")).toEqual({ status: 301, chain: ["/out"] });
    expect(follow("/")).toEqual({ status: 200, chain: ["/"], page: "/" });
  });
});
