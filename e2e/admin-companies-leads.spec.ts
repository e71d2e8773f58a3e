import { randomBytes, randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { AdminCompany } from "../src/lib/admin/companies-api";
import { moveDateLabel } from "../src/lib/admin/lead-format";
import type { AdminLead } from "../src/lib/admin/leads-api";
import { SERVICES } from "../src/lib/companies/services";
import { fromWireDate } from "../src/lib/dates";
import { sampleLeadFields } from "../test/support/sample-quote";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, openAdmin } from "./support/admin";
import { expectRefusedAtField } from "./support/forms";

/**
 * The admin Companies and Leads pages against the real functions, on the temporary database
 * copy of global-setup.ts. Specs run in parallel: each test that changes a company picks its own
 * from a small state no other spec touches (VT, WY, ND), and no test relies on counts.
 */

interface CompaniesPage {
  companies: AdminCompany[];
  total: number;
}

/** The lowest-rated not-featured company of a state (never among the public featured top list). Needs a session. */
async function pickCompany(request: APIRequestContext, state: string): Promise<AdminCompany> {
  const res = await request.get(`/api/admin/companies?state=${state}&featured=false`);
  expect(res.status()).toBe(200);
  const { companies } = (await res.json()) as CompaniesPage;
  expect(companies.length).toBeGreaterThan(0);
  return [...companies].sort((a, b) => (a.rating ?? 0) - (b.rating ?? 0) || a.reviewCount - b.reviewCount)[0];
}

const companyRow = (page: Page, company: AdminCompany) => page.getByRole("row").filter({ hasText: company.slug });
const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });
const locationCells = (page: Page) => page.getByRole("table", { name: /Companies matching the filters/ }).locator("tbody tr td:nth-of-type(1)");

async function expectEveryLocation(page: Page, pattern: RegExp): Promise<void> {
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expect
    .poll(async () => {
      const texts = await locationCells(page).allTextContents();
      return texts.length > 0 && texts.every((t) => pattern.test(t));
    })
    .toBe(true);
}

test("companies: the state filter and the search narrow the list, paginate and stay in the URL", async ({ page }) => {
  await openAdmin(page, "/admin/companies");
  await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
  await expect(page.getByText(/after the next site rebuild/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "companies pages" })).toContainText(/1–25 of [\d,]+ companies/);

  await page.getByLabel("State").selectOption("TX");
  await expect(page).toHaveURL(/\/admin\/companies\?state=TX$/);
  await expectEveryLocation(page, /, TX/);
  const pager = page.getByRole("navigation", { name: "companies pages" });
  await expect(pager).toContainText(/Page 1 of \d+/);
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager).toContainText(/Page 2 of \d+/);
  await expect(page).toHaveURL(/state=TX&page=2$/);
  await expectEveryLocation(page, /, TX/);

  await page.getByRole("searchbox", { name: "Search name or city" }).fill("Houston");
  await expect(page).toHaveURL(/\?q=Houston&state=TX$/); // back to page 1
  await expect(pager).toContainText(/Page 1 of \d+/);
  await expectEveryLocation(page, /^Houston, TX/);

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search name or city" })).toHaveValue("Houston");
  await expect(page.getByLabel("State")).toHaveValue("TX");
  await expectEveryLocation(page, /^Houston, TX/);

  await page.getByRole("searchbox", { name: "Search name or city" }).fill("zz no such mover zz");
  await page.getByRole("searchbox", { name: "Search name or city" }).press("Enter");
  await expect(page.getByText("No companies match these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(pager).toContainText(/1–25 of [\d,]+ companies/);
});

test("companies: the featured toggle saves at once and persists after a reload", async ({ page }) => {
  await openAdmin(page, "/admin/companies");
  const company = await pickCompany(page.request, "VT");
  await page.goto(`/admin/companies?q=${encodeURIComponent(company.name)}&state=VT`);
  const featured = companyRow(page, company).getByRole("checkbox", { name: `Featured: ${company.name}` });
  await expect(featured).not.toBeChecked();

  await featured.check();
  await expect(toast(page, "Company updated")).toContainText(`${company.name} is now featured.`);
  await page.reload();
  await expect(featured).toBeChecked();
  await page.getByLabel("Featured", { exact: true }).selectOption("true");
  await expect(page).toHaveURL(/featured=true/);
  // The filter refetches the list: wait until that answer is in, or the click could land on
  // the row it is about to replace.
  await page.waitForLoadState("networkidle");
  await expect(featured).toBeChecked();
  await expect(featured).toBeEnabled();

  // Put it back, so the sample data stays as it was.
  await featured.uncheck();
  await expect(toast(page, "Company updated")).toContainText(`${company.name} is no longer featured.`);
  const stored = (await (await page.request.get(`/api/admin/companies/${company.id}`)).json()) as AdminCompany;
  expect(stored.isFeatured).toBe(false);
});

test("companies: the edit form checks fields like the CSV import and saves the change", async ({ page }) => {
  await openAdmin(page, "/admin/companies");
  const company = await pickCompany(page.request, "WY");
  const newName = `${company.name} E2E ${randomBytes(3).toString("hex")}`;
  await page.goto(`/admin/companies?q=${encodeURIComponent(company.name)}&state=WY`);
  await companyRow(page, company)
    .getByRole("button", { name: `Edit ${company.name}` })
    .click();

  const dialog = page.getByRole("dialog", { name: `Edit ${company.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name (required)")).toHaveValue(company.name);
  await expect(dialog.getByLabel(/^ZIP code/)).toHaveValue(company.zipCode);
  // The API sends service slugs; the form names them from the catalogue and ticks exactly those.
  for (const service of SERVICES) {
    const box = dialog.getByRole("checkbox", { name: service.name, exact: true });
    if (company.services.includes(service.slug)) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
  await expectNoAxeViolations(page, "company edit dialog");

  const zip = dialog.getByLabel(/^ZIP code/);
  const save = dialog.getByRole("button", { name: "Save" });
  await expectRefusedAtField(zip, "1234", save, dialog.getByText("must be a 5-digit ZIP code (ZIP+4 accepted)"));
  await expectNoAxeViolations(page, "company edit dialog with an error");

  // A well-formed ZIP of another state: only the server knows, and says so at the field.
  await zip.fill("10001");
  await save.click();
  await expect(dialog.getByText("ZIP 10001 is in NY, not WY").first()).toBeVisible();
  await expect(zip).toHaveAttribute("aria-invalid", "true");

  await zip.fill(company.zipCode);
  await dialog.getByLabel("Name (required)").fill(newName);
  await save.click();
  await expect(toast(page, "Company saved")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(companyRow(page, company).getByRole("link", { name: new RegExp(`^${newName}`) })).toBeVisible();

  const stored = (await (await page.request.get(`/api/admin/companies/${company.id}`)).json()) as AdminCompany;
  expect([stored.name, stored.zipCode, stored.lat, stored.lng]).toEqual([newName, company.zipCode, company.lat, company.lng]);
  const restored = await page.request.patch(`/api/admin/companies/${company.id}`, {
    data: { name: company.name },
    headers: { "Sec-Fetch-Site": "same-origin" },
  });
  expect(restored.status()).toBe(200);
});

test("companies: delete asks first, then removes the company", async ({ page }) => {
  await openAdmin(page, "/admin/companies");
  const company = await pickCompany(page.request, "ND");
  await page.goto(`/admin/companies?q=${encodeURIComponent(company.name)}&state=ND`);
  const row = companyRow(page, company);
  await row.getByRole("button", { name: `Delete ${company.name}` }).click();

  const dialog = page.getByRole("dialog", { name: `Delete ${company.name}?` });
  await expect(dialog).toContainText("This cannot be undone. The public profile goes away at the next site rebuild.");
  await expectNoAxeViolations(page, "delete confirmation");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Delete ${company.name}` }).click();
  await dialog.getByRole("button", { name: "Delete company" }).click();
  await expect(toast(page, "Company deleted")).toContainText(company.name);
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/api/admin/companies/${company.id}`)).status()).toBe(404);
});

test("leads: filter, open a lead, move it along the pipeline and export the same filters", async ({ page }) => {
  const lastName = `Tester${randomBytes(4).toString("hex")}`;
  const email = `${lastName.toLowerCase()}@mail.example.com`;
  const form = sampleLeadFields(randomUUID(), { firstName: "Robin", lastName, email, moveSize: "2-3br" });
  const created = await page.request.post("/api/leads", { form });
  expect(created.status(), await created.text()).toBe(200);

  await openAdmin(page, "/admin/leads");
  const { leads } = (await (await page.request.get("/api/admin/leads?state=TX&status=new")).json()) as { leads: AdminLead[] };
  const lead = leads.find((l) => l.email === email);
  expect(lead, "the new lead is listed").toBeDefined();
  const today = lead!.createdAt.slice(0, 10);

  await page.getByLabel("Status", { exact: true }).selectOption("new");
  await page.getByLabel("State (from or to)").selectOption("TX");
  await page.getByLabel("Received from").fill(today);
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?status=new&from=${today}&state=TX$`));
  const link = page.getByRole("link", { name: `Robin ${lastName}` });
  await expect(link).toBeVisible();
  const row = page.getByRole("row").filter({ has: link });
  await expect(row).toContainText("Beverly Hills, CA → Austin, TX");
  // The sample lead moves four weeks from today (past dates are refused).
  await expect(row).toContainText(moveDateLabel(fromWireDate(form.move_date)));
  await expect(row).toContainText("2-3 Bedrooms (3 rooms)");
  await expect(row.getByText("new", { exact: true })).toBeVisible();

  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", `/api/admin/leads/export.csv?status=new&from=${today}&state=TX`);
  await expect(exportLink).toHaveAttribute("download", "");
  const csv = await (await page.request.get((await exportLink.getAttribute("href"))!)).text();
  expect(csv).toContain(email);

  // The filters survive a reload.
  await page.reload();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("new");
  await expect(page.getByLabel("Received from")).toHaveValue(today);

  await page.getByRole("link", { name: `Robin ${lastName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead!.id}$`));
  await expect(page.getByRole("heading", { level: 2, name: `Robin ${lastName}` })).toBeVisible();
  await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(page.getByRole("link", { name: "(512) 555-0123" })).toHaveAttribute("href", "tel:+15125550123");
  const move = page.getByRole("region", { name: "Move" });
  await expect(move.getByText("Beverly Hills, CA 90210")).toBeVisible();
  await expect(move.getByText("Austin, TX 78701")).toBeVisible();
  // What the visitor typed, as typed.
  const submitted = page.getByRole("region", { name: "As submitted" });
  await expect(submitted.getByText("90210 (Beverly Hills, CA)")).toBeVisible();
  await expect(submitted.getByText("None", { exact: true })).toBeVisible(); // no vehicle
  await expect(page.getByText("No status changes yet.")).toBeVisible();

  const next = page.getByLabel("New status");
  await expect(next.locator("option")).toHaveText(["Contacted", "Lost (final)"]); // never straight to converted
  await page.getByLabel("Note (optional)").fill("Called, left a voicemail.");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(toast(page, "Lead status updated")).toBeVisible();
  const history = page.getByRole("list", { name: "Status changes, oldest first" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText("New → Contacted");
  await expect(history).toContainText("by e2e-admin");
  await expect(history).toContainText("Called, left a voicemail.");
  await expect(next.locator("option")).toHaveText(["Scheduled", "Lost (final)"]);

  // A skipped step is refused by the server with the allowed statuses.
  const skipped = await page.request.post(`/api/admin/leads/${lead!.id}/status`, {
    data: { status: "converted" },
    headers: { "Sec-Fetch-Site": "same-origin" },
  });
  expect(skipped.status()).toBe(409);
  expect(((await skipped.json()) as { error: string }).error).toContain("allowed: scheduled, lost");

  await page.getByRole("link", { name: "Back to leads" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
});

test("leads: an unknown lead shows 'Lead not found' with a way back", async ({ page }) => {
  await openAdmin(page, "/admin/leads/999999999");
  await expect(page.getByRole("heading", { name: "Lead not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to leads" })).toHaveAttribute("href", "/admin/leads");
});
