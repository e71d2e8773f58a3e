import { expect, type Page } from "@playwright/test";
import { axeOn } from "./axe";

/**
 * Helpers of the admin specs. global-setup.ts sets ADMIN_USERNAME / ADMIN_PASSWORD (random per
 * run) for the server and the workers.
 */
export const ADMIN_USERNAME = process.env.ADMIN_USERNAME ?? "";
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "";
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Signs in through POST /api/login (the cookie lands in the page's context), then opens `path`. */
export async function openAdmin(page: Page, path = "/admin"): Promise<void> {
  expect(ADMIN_USERNAME, "global-setup must set ADMIN_USERNAME").not.toBe("");
  const res = await page.request.post("/api/login", {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    headers: { "Sec-Fetch-Site": "same-origin" }, // what a browser sends; writes naming no origin are refused
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path);
  await expect(
    page
      .getByRole("navigation", { name: "Admin sections" })
      .or(page.getByRole("button", { name: "Open menu" }))
      .first(),
  ).toBeVisible();
}

/** Fails with the list of axe-core WCAG 2.1 AA violations on the page, if any. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await axeOn(page).withTags(WCAG).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    where,
  ).toEqual([]);
}
