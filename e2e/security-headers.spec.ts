import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openAdmin } from "./support/admin";

/**
 * Security headers on pages and on API answers, and a Content-Security-Policy every page lives
 * with: no page with an island (or the admin) reports a policy violation or a console error.
 */

/** Collects CSP violations (the DOM event) and console errors of everything the page loads. */
function watchViolations(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content.Security.Policy|Refused to/i.test(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

async function domViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

test("pages and API answers carry the security headers and a strict CSP", async ({ page, request }) => {
  const res = await page.goto("/");
  const headers = res?.headers() ?? {};
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "img-src 'self' https: data:"])
    expect(csp).toContain(directive);
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("geolocation=()");

  const api = await request.get("/api/companies/featured");
  const apiHeaders = api.headers();
  expect(apiHeaders["content-security-policy"]).toContain("default-src 'none'");
  expect(apiHeaders["content-security-policy"]).toContain("frame-ancestors 'none'");
  for (const name of [
    "strict-transport-security",
    "cross-origin-opener-policy",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "x-frame-options",
  ]) {
    expect(apiHeaders[name], name).toBeTruthy();
  }
});

test("every page with an island runs without a CSP violation", async ({ page }) => {
  const problems = watchViolations(page);
  for (const path of ["/", "/calculator", "/get-quotes", "/search?q=texas", "/error?status=404", "/login", "/advertise"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 4000);
    if (path === "/") {
      // The featured companies hydrate only once in view: wait until they have loaded.
      await page.locator("#featured-companies").scrollIntoViewIfNeeded();
      await expect(page.locator("#featured-companies [data-featured-state]")).toHaveAttribute("data-featured-state", "list", { timeout: 15_000 });
    }
    expect(await domViolations(page), path).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test("the admin area runs without a CSP violation, and its logout still works", async ({ page }) => {
  const problems = watchViolations(page);
  await openAdmin(page);
  await page.waitForLoadState("networkidle");
  expect(await domViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test("an image pointing at /api/logout logs nobody out", async ({ page }) => {
  await openAdmin(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const img = new Image();
        img.onload = img.onerror = () => resolve();
        img.src = "/api/logout";
      }),
  );
  const status = await page.evaluate(async () => (await (await fetch("/api/auth/status")).json()) as { isAuthenticated: boolean });
  expect(status.isAuthenticated).toBe(true);
});
