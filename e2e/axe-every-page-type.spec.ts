import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeOn } from "./support/axe";

/**
 * Axe (WCAG 2.1 A/AA and best practices, which include unique landmark labels) on one page of
 * every public page type, on a desktop and on a 390×844 phone; each page's title follows the
 * one suffix rule. Pages reached through a list (a profile, a guide, a post) are found by
 * following the list's first link, so the sweep keeps up with the data.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const TITLE_RULE = /^(Find Moving Companies Movers & Packers|\S.* \| Movers & Packers)$/;

const PAGES: Array<[string, string | ((page: Page) => Promise<string>)]> = [
  ["home", "/"],
  ["states", "/states"],
  ["state", "/moving-companies/texas"],
  ["city", "/moving-companies/texas/austin"],
  ["profile", (page) => firstLink(page, "/moving-companies/texas/austin", 'main a[href^="/company/"]')],
  ["directory", "/moving-companies"],
  ["search", "/search?q=Austin"],
  ["calculator", "/calculator"],
  ["get-quotes", "/get-quotes"],
  ["guides", "/guides"],
  ["guide", (page) => firstLink(page, "/guides", 'main a[href^="/guides/"]')],
  ["blog", "/blog"],
  ["post", (page) => firstLink(page, "/blog", 'main a[href^="/blog/"]')],
  ["about", "/about"],
  ["contact", "/contact"],
  ["faq", "/faq"],
  ["404", "/no-such-page"],
  ["services", "/services/local-moving"],
  ["privacy", "/privacy-policy"],
  ["terms", "/terms-of-service"],
];

async function firstLink(page: Page, listPath: string, selector: string): Promise<string> {
  await page.goto(listPath);
  const href = await page.locator(selector).first().getAttribute("href");
  expect(href, `a link on ${listPath}`).toBeTruthy();
  return href ?? "";
}

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });
    for (const [type, target] of PAGES) {
      test(`the ${type} page is axe-clean and titled by the rule`, async ({ page }) => {
        const path = typeof target === "string" ? target : await target(page);
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await page.title(), path).toMatch(TITLE_RULE);
        const results = await axeOn(page).withTags(TAGS).analyze();
        const found = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
        expect(found, `${device} ${path}`).toEqual([]);
      });
    }
  });
}
