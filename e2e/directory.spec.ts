import { expect, test } from "./fixtures";

test("from the map to a state, a city and a company profile", async ({ page }) => {
  await page.goto("/states");
  await page.getByRole("link", { name: "Browse Texas Movers" }).click();
  await expect(page).toHaveURL(/\/moving-companies\/texas$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moving Companies in Texas");

  await page.getByRole("link", { name: "Austin Movers" }).click();
  await expect(page).toHaveURL(/\/moving-companies\/texas\/austin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moving Companies in Austin, TX");

  const firstCard = page.locator("article").first();
  const name = (await firstCard.getByRole("heading").textContent())?.trim() ?? "";
  await firstCard.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/company\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} - Moving Company Near Me in Austin, TX | Movers & Packers`);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "Texas", "Austin"]);
});

test("/company/{slug} and the nested profile URL show the same company, with one canonical", async ({ page }) => {
  await page.goto("/moving-companies/new-york/new-york");
  const profile = (await page.locator("article h3 a").first().getAttribute("href")) ?? "";
  expect(profile).toMatch(/^\/company\/[a-z0-9-]+$/);
  await page.goto(profile);
  const name = await page.getByRole("heading", { level: 1 }).textContent();
  await page.goto(`/states/new-york/new-york/${profile.split("/").pop()}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name ?? "");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${profile}$`));

  await page.goto("/states/texas/austin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moving Companies in Austin, TX");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/moving-companies\/texas\/austin$/);
});

test("a town with one or two movers also lists movers from nearby towns", async ({ page }) => {
  await page.goto("/moving-companies/texas");
  const azList = page.locator("section", { has: page.getByRole("heading", { name: "All cities A-Z" }) });
  const items = await azList.locator("li").allTextContents();
  const small = items.map((t) => t.trim()).find((t) => /\((1|2)\)$/.test(t)) ?? "";
  expect(small, "Texas has a town with one or two movers in the sample data").not.toBe("");
  await azList.getByRole("link", { name: small.replace(/\s*\(\d+\)$/, ""), exact: true }).click();
  await expect(page.getByRole("heading", { name: /More movers within 40 miles/ })).toBeVisible();
});

test("the company directory pages through every company by state", async ({ page }) => {
  await page.goto("/moving-companies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moving Company Directory");
  await page.getByRole("navigation", { name: "Pages, top" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/moving-companies\/page\/2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moving Company Directory, page 2");
});
