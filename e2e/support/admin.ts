import fs from "node:fs";
import { type Cookie, expect, type Page, test } from "@playwright/test";
import { axeOn } from "./axe";

/**
 * Helpers of the admin specs. global-setup.ts sets ADMIN_USERNAME / ADMIN_PASSWORD (random per
 * run) for the server and the workers.
 */
export const ADMIN_USERNAME = process.env.ADMIN_USERNAME ?? "";
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "";
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Opens `path` as the run's admin: with the session global-setup signed in once per server, or
 * (`freshSignIn`, for a spec that logs out) with a sign-in of its own through POST /api/login.
 */
export async function openAdmin(page: Page, path = "/admin", options: { freshSignIn?: boolean } = {}): Promise<void> {
  expect(ADMIN_USERNAME, "global-setup must set ADMIN_USERNAME").not.toBe("");
  if (options.freshSignIn) {
    const res = await page.request.post("/api/login", {
      data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      headers: { "Sec-Fetch-Site": "same-origin" }, // what a browser sends; writes naming no origin are refused
    });
    expect(res.status(), await res.text()).toBe(200);
  } else {
    await addAdminSession(page);
  }
  await page.goto(path);
  await expect(
    page
      .getByRole("navigation", { name: "Admin sections" })
      .or(page.getByRole("button", { name: "Open menu" }))
      .first(),
  ).toBeVisible();
}

/** Gives the page's context the session global-setup signed in for this project's server. */
export async function addAdminSession(page: Page): Promise<void> {
  const onPostgres = test.info().project.name.startsWith("postgres");
  const file = onPostgres ? process.env.E2E_PG_ADMIN_STATE : process.env.E2E_ADMIN_STATE;
  expect(file, "global-setup must sign the admin in").toBeTruthy();
  const state = JSON.parse(fs.readFileSync(file as string, "utf8")) as { cookies: Cookie[] };
  await page.context().addCookies(state.cookies);
}

/** Fails with the list of axe-core WCAG 2.1 AA violations on the page, if any. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  // The Postgres-backed server serves the same markup, which the SQLite run of the spec scanned.
  if (test.info().project.name.startsWith("postgres")) return;
  const results = await axeOn(page).withTags(WCAG).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    where,
  ).toEqual([]);
}
