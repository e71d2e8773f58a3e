import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/admin";
import { DIST, gzippedBytes, htmlFiles, read, sample, stylesheetsOf } from "./support/dist-pages";

/**
 * City pages stay small however many movers a city has: at most 50 movers a page, later pages
 * under /page/N, each best-rated page its own canonical URL in the sitemap with an ItemList of
 * its own movers; the other sort orders paginate the same way with the city page as canonical.
 * Pages that repeat everywhere stay light: profiles under 14 KB of HTML, the home page's map a
 * cached image rather than inline outlines. Reads the built dist/ and browses the served site.
 */
const PAGE_SIZE = 50;
const BUDGET_GZIP = 20 * 1024;
const PROFILE_RAW_MAX = 14 * 1024;
const PHONE = { width: 390, height: 844 };

const files = htmlFiles("moving-companies");
const cityPage = /^moving-companies\/[^/]+\/[^/]+(\/by-[a-z]+)?(\/page\/\d+)?\.html$/;
const cityPages = files.filter((f) => cityPage.test(f) && !f.startsWith("moving-companies/page/"));
const laterPages = cityPages.filter((f) => /\/page\/\d+\.html$/.test(f));

const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="https?:\/\/[^/"]+([^"]+)"/)?.[1];
const cardsOf = (html: string) => html.match(/<article class="card"/g)?.length ?? 0;
const itemListOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .flatMap((m) => [JSON.parse(m[1])].flat() as Array<{ "@type": string; itemListElement?: Array<{ url: string }> }>)
    .find((d) => d["@type"] === "ItemList");
const pageBytes = (file: string) => gzippedBytes(file) + stylesheetsOf(read(file)).reduce((sum, css) => sum + gzippedBytes(css), 0);

test("every city page holds at most 50 movers, its ItemList only its own, and stays within 20 KB gzipped", () => {
  expect(laterPages.length).toBeGreaterThan(0);
  for (const file of cityPages) {
    const html = read(file);
    const cards = cardsOf(html);
    expect(cards, file).toBeLessThanOrEqual(PAGE_SIZE + 6);
    const list = itemListOf(html);
    if (/\/by-[a-z]+(\/|\.html)/.test(file)) expect(list, `${file} (sorted) has no ItemList`).toBeUndefined();
    else {
      expect(list?.itemListElement?.length, file).toBeLessThanOrEqual(PAGE_SIZE);
      const profiles = [...html.matchAll(/<article class="card">.*?<a href="(\/company\/[^"]+)"/gs)].map((m) => m[1]);
      expect(
        list?.itemListElement?.map((i) => new URL(i.url).pathname),
        file,
      ).toEqual(profiles.slice(0, list?.itemListElement?.length));
    }
  }
  const size = new Map(cityPages.map((f) => [f, fs.statSync(path.join(DIST, f)).size]));
  const largest = [...cityPages].sort((a, b) => (size.get(b) ?? 0) - (size.get(a) ?? 0)).slice(0, 10);
  for (const file of [...largest, ...sample(laterPages, 10)]) expect(pageBytes(file), file).toBeLessThanOrEqual(BUDGET_GZIP);
});

test("later pages are self-canonical and in the sitemap; sorted pages point at the city page and stay out", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  const locs = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  for (const file of laterPages) {
    const path = `/${file.replace(/\.html$/, "")}`;
    const canonical = canonicalOf(read(file));
    if (/\/by-[a-z]+\/page\//.test(file)) {
      expect(canonical, file).toBe(path.replace(/\/by-[a-z]+\/page\/\d+$/, ""));
      expect(locs.has(path), path).toBe(false);
    } else {
      expect(canonical, file).toBe(path);
      expect(locs.has(path), path).toBe(true);
    }
  }
});

test("a big city's pages link prev and next, count their movers, and filter each page by keyboard", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/moving-companies/new-york/new-york");
  const total = Number((await page.locator("main p").first().textContent())?.match(/of ([\d,]+) moving companies/)?.[1]);
  expect(total).toBeGreaterThan(PAGE_SIZE);
  await expect(page.locator("main .city-movers article")).toHaveCount(PAGE_SIZE);
  const pager = page.getByRole("navigation", { name: "Pages of movers, top" });
  await pager.getByRole("link", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/moving-companies\/new-york\/new-york\/page\/2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moving Companies in New York, NY, page 2");
  await expect(page.locator("main p").first()).toContainText(`51-${Math.min(100, total)} of ${total}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/new-york\/page\/2$/);
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/moving-companies/new-york/new-york");

  const all = page.getByRole("radio", { name: /^All \(\d+\)$/ });
  const onPage = await page.locator("main .city-movers article").count();
  await expect(all).toHaveAccessibleName(`All (${onPage})`);
  await all.focus();
  await page.keyboard.press("ArrowRight");
  const chosen = page.locator("input[name=service]:checked");
  const [, service, count] = ((await page.locator("label", { has: chosen }).textContent()) ?? "").trim().match(/^(.+) \((\d+)\)$/) ?? [];
  await expect(page.locator("main .city-movers article:visible")).toHaveCount(Number(count));
  const status = page.getByRole("status").filter({ hasText: "Showing" });
  await expect
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point; textContent holds every hidden line.
    .poll(() => status.evaluate((el) => (el as HTMLElement).innerText.trim()))
    .toBe(`Showing ${count} ${Number(count) === 1 ? "mover" : "movers"} offering ${service}.`);
  await expectNoAxeViolations(page, "second page of a city");

  await page.goto("/moving-companies/new-york/new-york/by-name/page/2");
  const names = (await page.locator("main .city-movers article h3").allTextContents()).map((n) => n.trim());
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-US")));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/moving-companies\/new-york\/new-york$/);
  const first = await request.get("/moving-companies/new-york/new-york/page/1", { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers().location).toMatch(/\/moving-companies\/new-york\/new-york$/);
});

test("profiles stay under 14 KB of HTML and the home page's map is a cached image", async ({ page, request }) => {
  const profiles = htmlFiles("company");
  for (const file of sample(profiles, 200)) expect(read(file).length, file).toBeLessThan(PROFILE_RAW_MAX);
  // The map's outlines (its 975 × 610 viewBox) are no longer inline in the home page.
  expect(read("index.html")).not.toMatch(/<svg[^>]*viewBox="0 0 975 610"/);
  const map = await request.get("/us-map.svg");
  expect(map.headers()["content-type"]).toMatch(/image\/svg\+xml/);
  expect((await map.text()).match(/<path d=/g)?.length).toBeGreaterThanOrEqual(51);

  await page.goto("/");
  const image = page.getByRole("img", { name: /Map of the United States/ });
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("link", { name: /Map of the United States/ })).toHaveAttribute("href", "/states");
  const stateLinks = page.locator('main a[href^="/moving-companies/"]').filter({ hasText: /^(Texas|Alaska|District of Columbia|Wyoming)/ });
  await expect(stateLinks).toHaveCount(4);
});
