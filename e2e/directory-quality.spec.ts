import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { gzippedBytes, htmlFiles, read, sample, stylesheetsOf } from "./support/dist-pages";

/**
 * Walks the built dist/: every state page and a spread sample of city and company pages must
 * be valid HTML with one h1, labelled links, a unique title and description, a canonical URL,
 * no JavaScript, and at most 20 KB of HTML + CSS gzipped.
 */
const PAGE_BUDGET_BYTES = 20 * 1024;

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // The spec fixes the company page title ('{name} - Moving Company Near Me in ...'), longer than 70.
    "long-title": "off",
    // Phone numbers are kept on one line with CSS (white-space: nowrap) instead of &nbsp; entities.
    "tel-non-breaking": "off",
    // role="img" star ratings are named with aria-label, which is the standard pattern.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
});

const files = htmlFiles();
const statePages = files.filter((f) => /^moving-companies\/(?!cities\.html$)[^/]+\.html$/.test(f));
const cityPages = files.filter((f) => /^moving-companies\/(?!page\/)[^/]+\/[^/]+\.html$/.test(f));
/** A city page's other sort orders (`.../houston/by-reviews`), canonical to the city page. */
const sortedCityPages = files.filter((f) => /^moving-companies\/[^/]+\/[^/]+\/by-[a-z]+\.html$/.test(f));
const companyPages = files.filter((f) => f.startsWith("company/"));
const directoryPages = files.filter((f) => /^moving-companies(\/page\/\d+)?\.html$/.test(f));
const checked = [
  ...statePages,
  ...sample(cityPages, 60),
  ...sample(sortedCityPages, 40),
  ...sample(companyPages, 120),
  ...sample(directoryPages, 5),
  "states.html",
  "moving-companies/cities.html",
];

test("the build pre-renders every state, city and company page", () => {
  expect(statePages).toHaveLength(51);
  expect(cityPages.length).toBeGreaterThan(600);
  expect(companyPages.length).toBeGreaterThanOrEqual(10_000);
  expect(sortedCityPages.length).toBeGreaterThan(600);
});

test("sampled pages are valid HTML with one h1, a canonical URL, and unique titles and descriptions", async () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const file of checked) {
    const html = read(file);
    const report = await validator.validateString(html, file);
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
    expect(messages, file).toEqual([]);
    expect(html.match(/<h1[\s>]/g), `${file} h1 count`).toHaveLength(1);
    expect(html, file).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+[^/"]"/);
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "";
    expect(title, file).not.toBe("");
    if (sortedCityPages.includes(file)) {
      const canonical = html.match(/<link rel="canonical" href="https?:\/\/[^/"]+([^"]+)"/)?.[1];
      expect(canonical, `${file} canonical is its city page`).toBe(`/${file.replace(/\/by-[a-z]+\.html$/, "")}`);
    }
    expect(description.length, file).toBeGreaterThan(50);
    expect(description.length, file).toBeLessThanOrEqual(160);
    expect(titles.get(title), `title of ${file}`).toBeUndefined();
    expect(descriptions.get(description), `description of ${file}`).toBeUndefined();
    titles.set(title, file);
    descriptions.set(description, file);
  }
});

test("state, city, directory and company pages ship no JavaScript and stay within 20 KB gzipped", () => {
  const largest = (pages: string[]) => [...pages].sort((a, b) => read(b).length - read(a).length)[0];
  const pages = [
    ...statePages,
    largest(cityPages),
    largest(sortedCityPages),
    largest(directoryPages),
    ...sample(cityPages, 20),
    ...sample(sortedCityPages, 10),
    ...sample(directoryPages, 5),
    ...sample(companyPages, 20),
  ];
  for (const file of pages) {
    const html = read(file);
    expect(html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g), `${file} scripts`).toBeNull();
    const bytes = gzippedBytes(file) + stylesheetsOf(html).reduce((sum, css) => sum + gzippedBytes(css), 0);
    expect(bytes, `${file} HTML + CSS gzipped`).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
  }
});

/** Text of HTML with the entities Astro writes (`&amp;`, `&#39;`, `&quot;`, `&lt;`, `&gt;`) decoded. */
const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|lt|gt|#39);/g, (_, e: string) => ({ amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'" })[e] ?? _);

test("company profile titles follow the spec's pattern", () => {
  for (const file of sample(companyPages, 50)) {
    const html = read(file);
    const name = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1];
    const place = html.match(/<meta name="geo.placename" content="([^,]+), ([^"]+)">/);
    const region = html.match(/<meta name="geo.region" content="US-([A-Z]{2})">/)?.[1];
    expect(place, file).not.toBeNull();
    const title = decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
    expect(title, file).toBe(
      `${decodeEntities(name ?? "")} - Moving Company Near Me in ${decodeEntities(place?.[1] ?? "")}, ${region} | Movers & Packers`,
    );
  }
});

/**
 * The all-cities index links every city with movers (about 950) on one page, which no markup
 * fits in 20 KB with the site's stylesheet; like /states it has its own, larger budget.
 */
const CITIES_INDEX_BUDGET_BYTES = 26 * 1024;

test("the all-cities index ships no JavaScript and stays within its budget", () => {
  const file = "moving-companies/cities.html";
  const html = read(file);
  expect(html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g), `${file} scripts`).toBeNull();
  const bytes = gzippedBytes(file) + stylesheetsOf(html).reduce((sum, css) => sum + gzippedBytes(css), 0);
  expect(bytes, `${file} HTML + CSS gzipped`).toBeLessThanOrEqual(CITIES_INDEX_BUDGET_BYTES);
});
