import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The blog posts the site links to, the guides in reading order and the service pages. */
const POSTS = [
  "packing-tips-for-moving",
  "moving-cost-guide",
  "choosing-right-moving-company",
  "complete-moving-checklist",
  "interstate-moving-regulations",
];
const GUIDES_IN_ORDER = [
  "how-to-verify-a-moving-company",
  "long-distance-moving-guide",
  "moving-with-kids-and-pets",
  "apartment-and-small-moves",
  "office-and-commercial-moves",
];
const SERVICES = [
  { slug: "local-moving", h1: "Local Moving Services", movers: "Local Movers" },
  { slug: "long-distance-moving", h1: "Long-Distance Moving Services", movers: "Long-Distance Movers" },
  { slug: "commercial-moving", h1: "Commercial Moving Services", movers: "Commercial Movers" },
  { slug: "packing-storage", h1: "Packing & Storage Services", movers: "Packers" },
];

/** Every JSON-LD object on the page (a script may hold one object or an array). */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(data) ? data : [data];
  });
}

test("/blog lists the five posts, newest first, with author, date, reading time and tags", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moving Blog");
  const list = page.getByRole("list", { name: "Blog posts, newest first" });
  const posts = list.getByRole("article");
  await expect(posts).toHaveCount(5);
  const hrefs = await posts
    .getByRole("heading", { level: 2 })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect([...hrefs].sort()).toEqual(POSTS.map((slug) => `/blog/${slug}`).sort());
  const dates = await posts.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime") ?? ""));
  expect(dates).toHaveLength(5);
  for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(dates).toEqual([...dates].sort().reverse());
  for (let i = 0; i < 5; i++) {
    const post = posts.nth(i);
    await expect(post).toContainText(/By \S+/);
    await expect(post).toContainText(/\d+ min read/);
    await expect(post.getByRole("list", { name: "Topics" }).getByRole("listitem").first()).toBeVisible();
  }
});

for (const slug of POSTS) {
  test(`/blog/${slug} shows the article with byline, reading time and Article JSON-LD`, async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    const title = (await h1.textContent())?.trim() ?? "";
    expect(title.length).toBeGreaterThan(10);
    await expect(page).toHaveTitle(`${title} | Movers & Packers`);

    const header = page.locator("article header");
    await expect(header).toContainText(/By \S+/);
    await expect(header).toContainText(/\d+ min read/);
    await expect(header.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);

    const data = await jsonLd(page);
    const found = data.find((d) => d["@type"] === "Article");
    expect(found, "Article JSON-LD").toBeDefined();
    const article = (found ?? {}) as {
      headline?: string;
      author?: { "@type": string; name: string };
      datePublished?: string;
      dateModified?: string;
      publisher?: { "@type": string; name: string };
      mainEntityOfPage?: { "@id": string };
    };
    expect(article.headline).toBe(title);
    expect(article.author?.["@type"]).toBe("Person");
    await expect(header).toContainText(article.author?.name ?? "(no author in JSON-LD)");
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.publisher?.["@type"]).toBe("Organization");
    expect(article.publisher?.name).toBeTruthy();
    expect(article.mainEntityOfPage?.["@id"]).toMatch(new RegExp(`/blog/${slug}$`));
    expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);

    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(["Home", "Blog"]);
    const related = page.locator("section", { has: page.getByRole("heading", { name: "Related articles" }) });
    await expect(related.getByRole("listitem")).toHaveCount(3);
    await expect(related.getByRole("link", { name: title, exact: true })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Get Free Quotes" })).toHaveAttribute("href", "/get-quotes");
    await expect(page.getByRole("main").locator('a[href="/calculator"]').first()).toBeVisible();
  });
}

test("/guides lists the guides in reading order and each opens as an article", async ({ page }) => {
  await page.goto("/guides");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moving Guides");
  const links = page.getByRole("list", { name: "Moving guides, in reading order" }).getByRole("heading", { level: 2 }).getByRole("link");
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(GUIDES_IN_ORDER.map((slug) => `/guides/${slug}`));

  await links.first().click();
  await expect(page).toHaveURL(/\/guides\/how-to-verify-a-moving-company$/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(["Home", "Moving Guides"]);
  await expect(page.locator("article header")).toContainText(/\d+ min read/);
  expect((await jsonLd(page)).some((d) => d["@type"] === "Article")).toBe(true);
});

for (const service of SERVICES) {
  test(`/services/${service.slug} has its h1, a cost table, questions and 6 top-rated mover cards`, async ({ page }) => {
    await page.goto(`/services/${service.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.h1);
    await expect(page).toHaveTitle(`${service.h1}: Costs, Tips & Top-Rated ${service.movers} | Movers & Packers`);
    await expect(page.getByRole("table")).toHaveCount(1);
    const questions = page
      .locator("section", { has: page.getByRole("heading", { name: "What to ask movers before you book" }) })
      .getByRole("listitem");
    expect(await questions.count()).toBeGreaterThanOrEqual(6);
    expect(await questions.count()).toBeLessThanOrEqual(8);
    const top = page.locator("section", { has: page.getByRole("heading", { name: /^Top-rated / }) });
    await expect(top.getByRole("article")).toHaveCount(6);
    const states = page.locator("section", { has: page.getByRole("heading", { name: /^States with the most / }) }).getByRole("link");
    expect(await states.count()).toBeGreaterThan(0);
    await expect(states.first()).toHaveAttribute("href", /^\/moving-companies\/[a-z-]+$/);
    await expect(page.getByRole("main").getByRole("link", { name: "Get Free Quotes" })).toHaveAttribute("href", "/get-quotes");
  });
}

test("/resources links every state, the 20 biggest cities and the FMCSA lookups", async ({ page }) => {
  await page.goto("/resources");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Location Resources");
  const states = page.locator("section", { has: page.getByRole("heading", { name: "Movers by state" }) });
  await expect(states.locator('a[href^="/moving-companies/"]')).toHaveCount(51);
  const cities = page.locator("section", { has: page.getByRole("heading", { name: "Cities with the most movers" }) });
  await expect(cities.locator('a[href^="/moving-companies/"]')).toHaveCount(20);
  await expect(page.getByRole("link", { name: "How to verify a moving company" })).toHaveAttribute("href", "/guides/how-to-verify-a-moving-company");
  for (const name of ["FMCSA Company Snapshot lookup", "protectyourmove.gov"]) {
    const link = page.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(page.locator('main a[href="/calculator"]').first()).toBeVisible();
  await expect(page.locator('main a[href="/blog/complete-moving-checklist"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/blog/interstate-moving-regulations"]')).toHaveCount(1);
});
