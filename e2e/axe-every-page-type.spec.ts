import { randomBytes, randomUUID } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import type { AdminInquiry } from "../src/lib/admin/inquiries-api";
import type { AdminLead } from "../src/lib/admin/leads-api";
import { sampleLeadFields } from "../test/support/sample-quote";
import { expect, test } from "./fixtures";
import { addAdminSession, expectNoAxeViolations, openAdmin } from "./support/admin";
import { axeOn } from "./support/axe";
import { continueButton, fillContact, inAMonth, openWizard, pickRoute, stepHeading } from "./support/wizard";

/**
 * The accessibility sweep: axe on one page of every page type, public and admin, on a desktop
 * and on a 390×844 phone, one test per page and size. Public pages are checked against WCAG 2.1
 * A/AA and best practices (which include unique landmark labels) and their titles against the one
 * suffix rule; admin pages against WCAG 2.1 A/AA, as the admin specs always did. Pages reached
 * through a list (a profile, a guide, a post) are found by following the list's first link, so
 * the sweep keeps up with the data. The other specs scan only states that a flow of theirs
 * reaches (an open dialog, a form with errors, a result after an action).
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const TITLE_RULE = /^(Find Moving Companies Movers & Packers|\S.* \| Movers & Packers)$/;

const DEVICES = [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const;

type Target = string | ((page: Page) => Promise<string>);

const PAGES: Array<[string, Target]> = [
  ["home", "/"],
  ["states", "/states"],
  ["state", "/moving-companies/texas"],
  ["city", "/moving-companies/texas/austin"],
  ["all-cities", "/moving-companies/cities"],
  ["profile", (page) => firstLink(page, "/moving-companies/texas/austin", 'main a[href^="/company/"]')],
  ["directory", "/moving-companies"],
  ["search", "/search?q=Austin"],
  ["calculator", "/calculator"],
  ["get-quotes", "/get-quotes"],
  ["guides", "/guides"],
  ["guide", (page) => firstLink(page, "/guides", 'main a[href^="/guides/"]')],
  ["blog", "/blog"],
  ["post", (page) => firstLink(page, "/blog", 'main a[href^="/blog/"]')],
  ["resources", "/resources"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["faq", "/faq"],
  ["list-your-company", "/list-your-company"],
  ["featured-listings", "/featured-listings"],
  ["moving-leads", "/moving-leads"],
  ["advertise", "/advertise"],
  ["inquiry-received", "/inquiry-received"],
  ["sitemap", "/sitemap"],
  ["404", "/no-such-page"],
  ["error", "/error"],
  ["services", "/services/local-moving"],
  ["privacy", "/privacy-policy"],
  ["terms", "/terms-of-service"],
];

/**
 * Admin pages: the path (or how to find one, with the session already in the context) and what
 * shows once the page's data has loaded. A job's detail is scanned by admin-upload.spec.ts,
 * after the rebuild that spec starts: the sweep starts no rebuild of its own.
 */
const ADMIN_PAGES: Array<[string, string | ((page: Page) => Promise<string>), (page: Page) => Locator]> = [
  ["dashboard", "/admin", (page) => page.getByRole("heading", { name: "Leads by status" })],
  ["companies", "/admin/companies", (page) => page.getByRole("navigation", { name: "companies pages" })],
  ["leads list", "/admin/leads", (page) => page.getByRole("heading", { level: 1, name: "Leads" })],
  ["lead detail", newLead, (page) => page.getByLabel("New status")],
  ["lead not found", "/admin/leads/999999999", (page) => page.getByRole("heading", { name: "Lead not found" })],
  ["inquiries list", "/admin/inquiries", (page) => page.getByRole("heading", { level: 1, name: "Inquiries" })],
  ["inquiry detail", newInquiry, (page) => page.getByText("No notes yet.")],
  ["mail", "/admin/mail", (page) => page.getByRole("heading", { level: 2, name: "Mail" })],
  ["upload", "/admin/upload", (page) => page.getByRole("heading", { level: 1, name: "CSV Upload" })],
  ["jobs list", "/admin/jobs", (page) => page.getByRole("button", { name: "Rebuild site now" })],
  ["scripts list", "/admin/scripts", (page) => page.getByRole("list", { name: "Scripts" })],
  ["script run form", "/admin/scripts/run?script=find-duplicate-companies", (page) => page.getByLabel("State")],
  ["schedules", "/admin/scripts/schedule", (page) => page.getByRole("heading", { level: 2, name: "Schedules" })],
  ["database", "/admin/database", (page) => page.getByRole("heading", { level: 2, name: "Summary" })],
  ["settings", "/admin/settings", (page) => page.getByRole("list", { name: "Admin accounts" })],
  ["audit log", "/admin/audit", (page) => page.getByRole("list", { name: "Audit entries, newest first" })],
  ["statistics", withFunnelSession, (page) => page.getByRole("img", { name: /Sessions per funnel stage/ })],
  ["SEO health overview", "/admin/seo-health", (page) => page.getByRole("heading", { level: 1, name: "SEO Health Dashboard" })],
  ["SEO tasks", "/admin/seo-health/tasks", (page) => page.getByRole("heading", { level: 1, name: "SEO Health Dashboard" })],
  ["SEO reports", "/admin/seo-health/reports", (page) => page.getByRole("heading", { level: 1, name: "SEO Health Dashboard" })],
  ["SEO analyzer", "/admin/seo-health/analyzer", (page) => page.getByRole("heading", { name: "Page analyzer" })],
  ["QA", "/admin/qa-automation", (page) => page.getByRole("heading", { level: 2, name: "Last run" })],
];

async function firstLink(page: Page, listPath: string, selector: string): Promise<string> {
  await page.goto(listPath);
  const href = await page.locator(selector).first().getAttribute("href");
  expect(href, `a link on ${listPath}`).toBeTruthy();
  return href ?? "";
}

/** A lead of its own, sent through the public API as the wizard sends it. */
async function newLead(page: Page): Promise<string> {
  const email = `axe-${randomBytes(4).toString("hex")}@mail.example.com`;
  const created = await page.request.post("/api/leads", { form: sampleLeadFields(randomUUID(), { firstName: "Axel", email }) });
  expect(created.status(), await created.text()).toBe(200);
  const { leads } = (await (await page.request.get("/api/admin/leads")).json()) as { leads: AdminLead[] };
  const lead = leads.find((l) => l.email === email);
  expect(lead, "the new lead is listed").toBeDefined();
  return `/admin/leads/${lead?.id}`;
}

/** An inquiry of its own, sent as the /advertise form sends it. */
async function newInquiry(page: Page): Promise<string> {
  const company = `Axe Inquiry Movers ${randomBytes(4).toString("hex")}`;
  const res = await page.request.post("/api/inquiries", {
    headers: { accept: "application/json" },
    data: { companyName: company, contactName: "Ada Axe", email: "ada@axe.example", topic: "advertising", message: "Banner ads, please." },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { inquiries } = (await (await page.request.get("/api/admin/inquiries")).json()) as { inquiries: AdminInquiry[] };
  const inquiry = inquiries.find((i) => i.companyName === company);
  expect(inquiry, "the new inquiry is listed").toBeDefined();
  return `/admin/inquiries/${inquiry?.id}`;
}

/** A visitor's quote-form session, so the statistics page draws its charts instead of empty states. */
async function withFunnelSession(page: Page): Promise<string> {
  const uuid = randomUUID();
  const session = await page.request.post("/api/sessions", { data: { uuid, hostname: "localhost" } });
  expect(session.status()).toBe(201);
  const { session_id } = (await session.json()) as { session_id: string };
  const res = await page.request.post("/api/events", { data: { event: "form_step", step: 2, lead_uuid: uuid, session_id } });
  expect(res.status()).toBe(204);
  return "/admin/statistics";
}

/** The violations of `tags` on the page, one line each with the nodes they were found on. */
async function violations(page: Page, tags: string[]): Promise<string[]> {
  const results = await axeOn(page).withTags(tags).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

for (const [device, viewport] of DEVICES) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    for (const [type, target] of PAGES) {
      test(`the ${type} page is axe-clean and titled by the rule`, async ({ page }) => {
        // The all-cities page links ~950 cities, which axe reads slowly on a busy machine.
        if (type === "all-cities") test.setTimeout(120_000);
        const path = typeof target === "string" ? target : await target(page);
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await page.title(), path).toMatch(TITLE_RULE);
        expect(await violations(page, TAGS), `${device} ${path}`).toEqual([]);
      });
    }

    test("the calculator with an estimate is axe-clean", async ({ page }) => {
      await page.goto("/calculator");
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      await page.getByRole("combobox", { name: "Moving From" }).fill("78701");
      const to = page.getByRole("combobox", { name: "Moving To" });
      await to.fill("75201");
      await to.press("Escape");
      await page.getByRole("radio", { name: /2-3 Bedrooms/ }).check();
      const results = page.getByRole("region", { name: "Your estimate" });
      await expect(results.getByRole("status")).toContainText(/Estimated cost: \$[\d,]+ – \$[\d,]+/);
      await expect(results.getByRole("table", { name: "Cost breakdown, line by line" })).toBeVisible();
      expect(await violations(page, TAGS), `${device} calculator with an estimate`).toEqual([]);
    });

    test("the admin login page, signed out, is axe-clean", async ({ page }) => {
      await page.goto("/login");
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
      await expectNoAxeViolations(page, `${device} login`);
    });

    for (const [name, target, ready] of ADMIN_PAGES) {
      test(`the admin ${name} page is axe-clean`, async ({ page }) => {
        let path: string;
        if (typeof target === "string") path = target;
        else {
          await addAdminSession(page);
          path = await target(page);
        }
        await openAdmin(page, path);
        await expect(ready(page).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
        await expectNoAxeViolations(page, `${device} ${path}`);
      });
    }

    // One page walks the quote wizard, each test taking it one step further and scanning that
    // step, so step 7 costs one walk instead of seven.
    test.describe("the quote wizard", () => {
      test.describe.configure({ mode: "serial" });
      let wizard: Page;

      test.beforeAll(async ({ browser }) => {
        wizard = await newPage(browser, viewport);
        await openWizard(wizard);
      });
      test.afterAll(async () => {
        await wizard.context().close();
      });

      const STEPS: Array<[number, string, (page: Page) => Promise<void>]> = [
        [1, "Where are you moving from and to?", async () => {}],
        [
          2,
          "How big is your move?",
          async (page) => {
            await pickRoute(page);
            await continueButton(page).click();
          },
        ],
        [
          3,
          "When are you moving?",
          async (page) => {
            await page.getByRole("radio", { name: /4\+ Bedrooms/ }).check();
            await continueButton(page).click();
            await page.getByLabel("Moving date").fill(inAMonth());
          },
        ],
        [
          4,
          "How can movers reach you?",
          async (page) => {
            await continueButton(page).click();
            await fillContact(page);
          },
        ],
        [
          5,
          "Choose who may send you quotes",
          async (page) => {
            await continueButton(page).click();
            await expect(page.getByRole("checkbox").first()).toBeVisible();
          },
        ],
        [6, "Do you also need a vehicle shipped?", (page) => continueButton(page).click()],
        [
          7,
          "Your quote request is on its way",
          async (page) => {
            await page.getByRole("button", { name: "Submit request" }).click();
            await expect(page.locator("[data-confirmation-id]")).toHaveText(/\S+/);
          },
        ],
      ];
      for (const [step, heading, reach] of STEPS) {
        test(`step ${step} is axe-clean`, async () => {
          await reach(wizard);
          await expect(stepHeading(wizard, heading)).toBeVisible();
          expect(await violations(wizard, TAGS), `${device} quote wizard step ${step}`).toEqual([]);
        });
      }
    });
  });
}

/** A page of its own for a serial group, on this project's server (what the `page` fixture would get). */
async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error("E2E_BASE_URL is not set: run the specs through playwright.config.ts");
  const context = await browser.newContext({ baseURL, viewport });
  return context.newPage();
}
