import fs from "node:fs";
import Papa from "papaparse";
import { expect, test } from "./fixtures";

/**
 * Trust signals on a company profile: the postal address as an <address> block with a map
 * search link (no raw coordinates, no embedded map), and the licence panel. The sample data has
 * no USDOT or MC numbers, so its profiles say so and link to FMCSA's search by name; the
 * upload spec (admin-upload.spec.ts) shows an uploaded company's numbers linked to FMCSA.
 */

const rows = Papa.parse<Record<string, string>>(fs.readFileSync("data/companies.csv", "utf8"), { header: true, skipEmptyLines: true }).data;
const mover = rows.find((r) => r.city === "McAllen" && r.street !== "");
if (!mover) throw new Error("The sample data has no McAllen mover with a street");

for (const width of [1280, 390]) {
  test(`a profile shows its address with a map link and where to check its licence (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const res = await page.goto(`/company/${mover.slug}`);
    expect(res?.status()).toBe(200);

    const contact = page.getByRole("region", { name: "Contact" });
    const address = contact.locator("address");
    await expect(address).toContainText(mover.street);
    await expect(address).toContainText(`McAllen, TX ${mover.zip}`);
    await expect(page.getByText("Map position")).toHaveCount(0);
    const map = contact.getByRole("link", { name: "Find this address on OpenStreetMap" });
    const mapUrl = new URL((await map.getAttribute("href")) ?? "");
    expect(mapUrl.origin + mapUrl.pathname).toBe("https://www.openstreetmap.org/search");
    expect(mapUrl.searchParams.get("query")).toBe(`${mover.street}, McAllen, TX ${mover.zip}`);
    expect((await map.getAttribute("rel"))?.split(" ")).toEqual(expect.arrayContaining(["noopener", "nofollow"]));
    await expect(page.locator("iframe")).toHaveCount(0);

    const licence = page.getByRole("region", { name: "Licence" });
    await expect(licence).toContainText(`${mover.name} has not listed a USDOT or MC number.`);
    const lookup = licence.getByRole("link", { name: "look the company up by name in FMCSA's carrier search" });
    const lookupUrl = new URL((await lookup.getAttribute("href")) ?? "");
    expect(lookupUrl.origin).toBe("https://safer.fmcsa.dot.gov");
    expect(lookupUrl.searchParams.get("query_param")).toBe("NAME");
    expect(lookupUrl.searchParams.get("query_string")).toBe(mover.name);
    expect((await lookup.getAttribute("rel"))?.split(" ")).toEqual(expect.arrayContaining(["noopener", "nofollow"]));

    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });
}

test("the profile's phone number has an area code of the mover's region", async ({ page }) => {
  await page.goto(`/company/${mover.slug}`);
  await expect(page.getByRole("region", { name: "Contact" }).getByRole("link", { name: /^\(956\) 555-01\d\d$/ })).toBeVisible();
});
