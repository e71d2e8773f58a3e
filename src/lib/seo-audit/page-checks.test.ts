import { describe, expect, it } from "vitest";
import { SEO_LIMITS } from "./catalogue";
import { analyzePage, canonicalProblems } from "./page-checks";

const ORIGIN = "https://movers.example";

/** A page that passes every check; each test breaks one thing. */
function page(parts: { head?: string; body?: string; title?: string | null; description?: string | null; canonical?: string | null } = {}): string {
  const title = parts.title === undefined ? "Moving Companies in Texas | Movers" : parts.title;
  const description =
    parts.description === undefined
      ? "Find and compare moving companies in Texas: ratings, services and free quotes from local movers."
      : parts.description;
  const canonical = parts.canonical === undefined ? `${ORIGIN}/moving-companies/texas` : parts.canonical;
  const words = Array.from({ length: 200 }, (_, i) => `word${i}`).join(" ");
  return `<!doctype html><html lang="en"><head>
    ${title === null ? "" : `<title>${title}</title>`}
    ${description === null ? "" : `<meta name="description" content="${description}">`}
    ${canonical === null ? "" : `<link rel="canonical" href="${canonical}">`}
    ${parts.head ?? ""}
  </head><body><header><nav><a href="/">Home</a></nav></header><main>${parts.body ?? `<h1>Movers in Texas</h1><p>${words}</p>`}</main></body></html>`;
}

const codes = (html: string, extra: Partial<Parameters<typeof analyzePage>[0]> = {}) =>
  analyzePage({ path: "/moving-companies/texas", html, origin: ORIGIN, ...extra }).issues.map((i) => i.code);

describe("analyzePage", () => {
  it("finds nothing on a clean page and reads its facts", () => {
    const report = analyzePage({ path: "/moving-companies/texas", html: page(), origin: ORIGIN });
    expect(report.issues).toEqual([]);
    expect(report.facts).toMatchObject({
      status: 200,
      title: "Moving Companies in Texas | Movers",
      h1Count: 1,
      noindex: false,
      links: ["/"],
      imagesWithoutAlt: 0,
    });
    expect(report.facts.words).toBeGreaterThanOrEqual(200);
  });

  it("reports an HTTP error and nothing else", () => {
    expect(codes(page({ title: null }), { status: 404 })).toEqual(["http_error"]);
  });

  it("checks the title: missing, empty, too long, too short; entities are decoded before counting", () => {
    expect(codes(page({ title: null }))).toEqual(["title_missing"]);
    expect(codes(page({ title: "  " }))).toEqual(["title_missing"]);
    expect(codes(page({ title: "x".repeat(SEO_LIMITS.titleMax + 1) }))).toEqual(["title_length"]);
    expect(codes(page({ title: "Short" }))).toEqual(["title_length"]);
    expect(analyzePage({ path: "/", html: page({ title: "Movers &amp; Packers in Austin, Texas" }), origin: ORIGIN }).facts.title).toBe(
      "Movers & Packers in Austin, Texas",
    );
  });

  it("ignores an svg <title> when looking for the page title", () => {
    expect(codes(page({ title: null, body: `<h1>x</h1><svg><title>Icon</title></svg><p>${"w ".repeat(200)}</p>` }))).toEqual(["title_missing"]);
  });

  it("checks the meta description: missing and length", () => {
    expect(codes(page({ description: null }))).toEqual(["description_missing"]);
    expect(codes(page({ description: "Too short." }))).toEqual(["description_length"]);
    expect(codes(page({ description: "d".repeat(SEO_LIMITS.descriptionMax + 1) }))).toEqual(["description_length"]);
  });

  it("wants exactly one h1", () => {
    const words = "word ".repeat(200);
    expect(codes(page({ body: `<p>${words}</p>` }))).toEqual(["h1_missing"]);
    expect(codes(page({ body: `<h1>A</h1><h1>B</h1><p>${words}</p>` }))).toEqual(["h1_multiple"]);
  });

  it("checks the canonical: missing, .html, trailing slash, query, relative, off-site, several", () => {
    expect(codes(page({ canonical: null }))).toEqual(["canonical_missing"]);
    for (const bad of [`${ORIGIN}/search.html`, `${ORIGIN}/search/`, `${ORIGIN}/search?page=2`, "/search", "https://other.example/search"]) {
      expect(codes(page({ canonical: bad })), bad).toEqual(["canonical_invalid"]);
    }
    expect(codes(page({ head: `<link rel="canonical" href="${ORIGIN}/other">` }))).toEqual(["canonical_invalid"]);
    const [finding] = analyzePage({ path: "/search", html: page({ canonical: `${ORIGIN}/search.html` }), origin: ORIGIN }).issues;
    expect(finding.message).toContain("ends in .html");
  });

  it("names each problem of a canonical, and accepts the root", () => {
    expect(canonicalProblems(`${ORIGIN}/`, ORIGIN)).toEqual([]);
    expect(canonicalProblems(`${ORIGIN}/a.html/?q=1`, ORIGIN)).toEqual(["it ends in a slash", "it has a query"]);
    expect(canonicalProblems("http://movers.example/a", ORIGIN)[0]).toMatch(/not on the site/);
  });

  it('counts images without an alt attribute (alt="" is decorative and fine)', () => {
    const report = analyzePage({
      path: "/",
      html: page({ body: `<h1>x</h1><img src="a.png"><img src="b.png" alt=""><img src="c.png" alt="Truck"><p>${"w ".repeat(200)}</p>` }),
      origin: ORIGIN,
    });
    expect(report.facts.imagesWithoutAlt).toBe(1);
    expect(report.issues.map((i) => i.code)).toEqual(["image_missing_alt"]);
  });

  it("notices noindex from the meta tag or the X-Robots-Tag header", () => {
    expect(codes(page({ head: '<meta name="robots" content="noindex, follow">' }))).toEqual(["noindex"]);
    expect(codes(page(), { robotsHeader: "noindex, nofollow" })).toEqual(["noindex"]);
    expect(codes(page({ head: '<meta name="robots" content="index, follow">' }))).toEqual([]);
  });

  it("flags a page over the gzipped weight budget, not a large page that compresses well", () => {
    const random = Array.from({ length: 40000 }, (_, i) => ((i * 2654435761) >>> 0).toString(36)).join(" ");
    expect(codes(page({ body: `<h1>x</h1><p>${random}</p>` }))).toContain("page_too_heavy");
    expect(codes(page({ body: `<h1>x</h1><p>${"moving company ".repeat(20000)}</p>` }))).not.toContain("page_too_heavy");
  });

  it("flags thin content in the main text, not counting navigation, scripts or a noindex page", () => {
    const thin = page({ body: `<h1>Movers</h1><p>Only a few words here.</p><script>${"var x = 1; ".repeat(500)}</script>` });
    expect(codes(thin)).toEqual(["thin_content"]);
    expect(codes(page({ head: '<meta name="robots" content="noindex">', body: "<h1>Sign in</h1>" }))).toEqual(["noindex"]);
  });

  it("collects internal links as site paths without query or hash, deduplicated", () => {
    const body = `<h1>x</h1><a href="/a?x=1">a</a><a href="/a#top">a</a><a href="b">b</a><a href="${ORIGIN}/c">c</a><a href="https://other.example/d">d</a><a href="mailto:x@y.z">m</a><a href="#top">t</a><p>${"w ".repeat(200)}</p>`;
    const report = analyzePage({ path: "/dir/page", html: page({ body }), origin: ORIGIN });
    expect(report.facts.links.sort()).toEqual(["/", "/a", "/c", "/dir/b"]);
  });
});
