import { expect, test } from "./fixtures";
import { expectNoAxeViolations, openAdmin } from "./support/admin";

/**
 * The page analyzer in Chromium: pasted HTML with every defect the checks know, and a live URL
 * of the site; both results pass axe and fit a 390 px screen. Also the two URL fixes the first
 * audit asked for: .html addresses move to the clean URL, and the nested profile URL answers
 * only for the company's own state and city.
 */
const BROKEN_PAGE = `<!doctype html><html><head><meta name="robots" content="noindex">
<link rel="canonical" href="http://localhost:4321/search.html">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization",}</script>
</head><body><main><h1>One</h1><h1>Two</h1><img src="/truck.png"><p>Hello</p></main></body></html>`;

test("analyzes pasted HTML and lists each finding with its reason", async ({ page }) => {
  await openAdmin(page, "/admin/seo-health/analyzer");
  await expect(page.getByRole("heading", { name: "Page analyzer" })).toBeVisible();

  await page.getByRole("radio", { name: "Pasted HTML" }).check();
  await page.getByRole("textbox", { name: "HTML" }).fill(BROKEN_PAGE);
  await page.getByRole("button", { name: "Analyze" }).click();

  const findings = page.getByRole("list", { name: "Findings" });
  await expect(findings).toBeVisible();
  for (const code of ["title_missing", "description_missing", "h1_multiple", "canonical_invalid", "jsonld_invalid", "image_missing_alt", "noindex"]) {
    await expect(findings.locator(`li[data-code="${code}"]`), code).toHaveCount(1);
  }
  await expect(findings.locator('li[data-code="canonical_invalid"]')).toContainText("ends in .html");
  await expect(findings.locator('li[data-code="title_missing"]')).toContainText("Why and what to do");
  expect(
    Number(
      await page
        .getByTestId("seo-score")
        .textContent()
        .then((t) => (t ?? "").split("/")[0]),
    ),
  ).toBeLessThan(60);
  await expectNoAxeViolations(page, "analyzer result for pasted HTML");
});

test("analyzes a URL of the site live: a state page scores 90 or more, on a 390 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, "/admin/seo-health/analyzer");
  await page.getByLabel("URL or path").fill("/moving-companies/texas");
  await page.getByRole("button", { name: "Analyze" }).click();
  const result = page.getByTestId("analyzer-result");
  await expect(result).toBeVisible({ timeout: 20_000 });
  const score = Number(((await page.getByTestId("seo-score").textContent()) ?? "").split("/")[0]);
  expect(score).toBeGreaterThanOrEqual(90);
  await expect(result.getByText("Moving Companies in Texas", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("table").filter({ hasText: "The page and its redirects" })).toContainText("200");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, "analyzer result for a URL");
});

test("an unknown URL shape is refused with the field named", async ({ page }) => {
  await openAdmin(page, "/admin/seo-health/analyzer");
  await page.getByLabel("URL or path").fill("https://elsewhere.example/");
  await page.getByRole("button", { name: "Analyze" }).click();
  await expect(page.getByRole("alert")).toContainText("url: must be a page of this site");
});

test("/search.html and /sitemap.html move permanently to the clean URL, whose canonical is clean", async ({ page, request }) => {
  for (const name of ["search", "sitemap"]) {
    const res = await request.get(`/${name}.html`, { maxRedirects: 0 });
    expect(res.status(), name).toBe(301);
    expect(res.headers().location).toBe(`/${name}`);
    await page.goto(`/${name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${name}$`));
  }
});

test("/states/{state}/{city}/{company} leads to the profile only for the company's own state and city", async ({ page, request }) => {
  await page.goto("/moving-companies/texas/austin");
  const profile = (await page.locator("article h3 a").first().getAttribute("href")) ?? "";
  const slug = profile.split("/").pop() ?? "";
  const own = await request.get(`/states/texas/austin/${slug}`, { maxRedirects: 0 });
  expect(own.status()).toBe(301);
  expect(own.headers().location).toBe(`/company/${slug}`);
  expect((await request.get(`/states/foo/bar/${slug}`, { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get(`/states/texas/dallas/${slug}`, { maxRedirects: 0 })).status()).toBe(404);
});
