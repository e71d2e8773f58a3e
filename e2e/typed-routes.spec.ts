import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/admin";
import { continueButton, inAMonth, openWizard, sizeDateContact, stepHeading } from "./support/wizard";

/**
 * Places typed by hand (never picked from the suggestions) and links into the wizard reach real
 * movers: resolved at step 1, asked about when ambiguous, refused with a message when unknown.
 */

const from = (page: Page) => page.getByRole("combobox", { name: "Moving From" });
const to = (page: Page) => page.getByRole("combobox", { name: "Moving To" });

/** Types text the way a visitor does and closes the suggestions without choosing any. */
async function typeWithoutPicking(page: Page, field: ReturnType<typeof from>, text: string): Promise<void> {
  await field.pressSequentially(text, { delay: 10 });
  await field.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
}

/** Size, date and contact, then step 5: the movers offered for the route, all ticked. */
async function reachMovers(page: Page) {
  await sizeDateContact(page, { size: /2-3 Bedrooms/ });
  await expect(page.getByText("These movers serve your route.", { exact: false })).toBeVisible();
  // The stand-ins used when nothing matched are not among them.
  await expect(page.getByText("We could not match movers to your route automatically.", { exact: false })).toHaveCount(0);
  await expect(page.getByText("Partner Mover Network")).toHaveCount(0);
  const movers = page.getByRole("checkbox");
  expect(await movers.count()).toBeGreaterThan(0);
  return movers;
}

/** A listed long-distance mover from the snapshot the server reads, rated low enough that only the request puts it in the list. */
function lowRatedMover(): { slug: string; name: string; city: string; state: string } {
  const db = new Database("data/directory.db", { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT c.slug, c.name, ci.name AS city, ci.state FROM companies c JOIN cities ci ON ci.id = c.city_id
         WHERE c.is_in_list = 1 AND ci.state <> 'CO'
           AND EXISTS (SELECT 1 FROM company_services cs JOIN services s ON s.id = cs.service_id WHERE cs.company_id = c.id AND s.slug = 'long-distance-moving')
           AND (SELECT count(*) FROM companies o WHERE o.city_id = c.city_id AND o.is_in_list = 1) > 8
         ORDER BY c.rating, c.id LIMIT 1`,
      )
      .get() as { slug: string; name: string; city: string; state: string };
  } finally {
    db.close();
  }
}

test("typing “Austin, TX” and “Denver, CO” without picking a suggestion reaches real movers", async ({ page }) => {
  const lookups: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/locations/resolve")) lookups.push(new URL(r.url()).searchParams.get("q") ?? "");
  });
  let matchBody: Record<string, string> = {};
  page.on("request", (r) => {
    if (r.url().endsWith("/api/proxy/match_companies")) matchBody = r.postDataJSON();
  });
  await openWizard(page);
  await typeWithoutPicking(page, from(page), "Austin, TX");
  await typeWithoutPicking(page, to(page), "Denver, CO");
  await continueButton(page).click();
  await reachMovers(page);
  expect(lookups.sort()).toEqual(["Austin, TX", "Denver, CO"]);
  expect(matchBody).toMatchObject({ from_city: "Austin", from_state: "TX", to_city: "Denver", to_state: "CO" });
  expect(matchBody.from_zip).toMatch(/^\d{5}$/);
  expect(matchBody.to_zip).toMatch(/^\d{5}$/);
});

test("an ambiguous city is chosen at step 1, with the keyboard, and the chooser passes axe", async ({ page }) => {
  await openWizard(page);
  await typeWithoutPicking(page, from(page), "Springfield");
  await typeWithoutPicking(page, to(page), "78701");
  await continueButton(page).click();
  await expect(stepHeading(page, "Where are you moving from and to?")).toBeVisible();
  await expect(from(page)).toBeFocused();
  await expect(page.getByText("More than one place is called “Springfield”. Choose the one you mean.")).toBeVisible();
  const chooser = page.getByRole("group", { name: "Moving from: which “Springfield”?" });
  await expect(chooser.getByRole("radio")).not.toHaveCount(0);
  await expectNoAxeViolations(page, "step 1 with the ambiguity chooser open");

  // Keyboard only, from the group's first radio: Space chooses it, ArrowDown moves the choice on.
  const first = chooser.getByRole("radio").first();
  await first.focus();
  await page.keyboard.press("Space");
  await expect(first).toBeChecked();
  await page.keyboard.press("ArrowDown");
  const second = chooser.getByRole("radio").nth(1);
  await expect(second).toBeChecked();
  await expect(from(page)).toHaveValue(/^Springfield, [A-Z]{2}$/);
  await expect(page.getByText("More than one place is called “Springfield”.", { exact: false })).toHaveCount(0);
  await chooser.getByRole("radio", { name: "Springfield, Illinois" }).check();
  await expect(from(page)).toHaveValue("Springfield, IL");
  await continueButton(page).click();
  await reachMovers(page);
});

test("a place that does not exist gets a message at its field at step 1", async ({ page }) => {
  await openWizard(page);
  await typeWithoutPicking(page, from(page), "Chicago, IL");
  await typeWithoutPicking(page, to(page), "Atlantis, ZZ");
  await continueButton(page).click();
  const message = "We couldn't find “Atlantis, ZZ”. Try a ZIP code or “City, ST”.";
  await expect(page.getByText(message)).toBeVisible();
  await expect(to(page)).toBeFocused();
  await expect(to(page)).toHaveAttribute("aria-invalid", "true");
  await expect(to(page)).toHaveAccessibleDescription(message);
  await expect(stepHeading(page, "Where are you moving from and to?")).toBeVisible();
  // Fixing the text clears the message and the route goes through.
  await to(page).fill("");
  await typeWithoutPicking(page, to(page), "Austin TX 78701");
  await expect(page.getByText(message)).toHaveCount(0);
  await continueButton(page).click();
  await reachMovers(page);
});

test("“Get Quote” on a profile starts from the mover's city and offers that mover first", async ({ page }) => {
  const mover = lowRatedMover();
  await page.goto(`/company/${mover.slug}`);
  await page.getByRole("region", { name: "Get a free quote" }).getByRole("link", { name: "Get Free Quotes" }).click();
  await expect(page).toHaveURL(new RegExp(`/get-quotes\\?company=${mover.slug}$`));
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await expect(from(page)).toHaveValue(`${mover.city}, ${mover.state}`);
  await expect(page.getByText(`You asked about ${mover.name}`, { exact: false })).toBeVisible();
  await typeWithoutPicking(page, to(page), "Denver, CO");
  await continueButton(page).click();
  const movers = await reachMovers(page);
  await expect(movers.first()).toHaveAccessibleName(mover.name);
  await expect(movers.first()).toBeChecked();
  await expect(page.getByText("You asked about this mover")).toHaveCount(1);
});

test("a city page's quote link and /get-quotes?from=60601&to=78701 reach real movers", async ({ page }) => {
  await page.goto("/moving-companies/illinois/chicago");
  await page.getByRole("link", { name: "Get Free Quotes from Chicago Movers" }).click();
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await expect(from(page)).toHaveValue("Chicago, IL");

  await openWizard(page, "/get-quotes?from=60601&to=78701");
  await expect(from(page)).toHaveValue("60601");
  await expect(to(page)).toHaveValue("78701");
  await continueButton(page).click();
  await reachMovers(page);
});

test("the calculator's “Get Free Quotes” link reaches real movers with its ZIP, city and state", async ({ page }) => {
  let matchBody: Record<string, string> = {};
  page.on("request", (r) => {
    if (r.url().endsWith("/api/proxy/match_companies")) matchBody = r.postDataJSON();
  });
  // The link e2e/calculator.spec.ts checks the calculator builds.
  await openWizard(page, `/get-quotes?${new URLSearchParams({ from: "78701 (Austin, TX)", to: "75201", size: "2-3br", date: inAMonth() })}`);
  await continueButton(page).click();
  await reachMovers(page);
  expect(matchBody).toMatchObject({ from_zip: "78701", from_city: "Austin", from_state: "TX", to_zip: "75201", to_city: "Dallas", to_state: "TX" });
});
