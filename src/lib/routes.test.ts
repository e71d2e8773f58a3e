import { describe, expect, it } from "vitest";
import { cityDirectoryPath, companyCardPath, companyDirectoryPath, companyProfilePath, stateDirectoryPath, statesListPath } from "./routes";

describe("route helpers", () => {
  it("build the canonical paths without trailing slashes", () => {
    expect(companyDirectoryPath()).toBe("/moving-companies");
    expect(companyDirectoryPath(1)).toBe("/moving-companies");
    expect(companyDirectoryPath(3)).toBe("/moving-companies/page/3");
    expect(statesListPath()).toBe("/states");
    expect(stateDirectoryPath("new-york")).toBe("/moving-companies/new-york");
    expect(cityDirectoryPath("texas", "san-antonio")).toBe("/moving-companies/texas/san-antonio");
    expect(companyProfilePath("acme-movers")).toBe("/company/acme-movers");
  });
});

describe("companyCardPath (card link rule)", () => {
  it("links the profile by slug when there is one", () => {
    expect(companyCardPath({ id: 7, slug: "acme", state: { slug: "texas" }, city: { slug: "austin" } })).toBe("/company/acme");
  });

  it("falls back to the city directory plus the id without a slug", () => {
    expect(companyCardPath({ id: 7, slug: "", state: { slug: "texas" }, city: { slug: "austin" } })).toBe("/moving-companies/texas/austin/7");
  });

  it("falls back to /company/{id} without slug or location", () => {
    expect(companyCardPath({ id: 7 })).toBe("/company/7");
    expect(companyCardPath({ id: 7, state: { slug: "texas" }, city: null })).toBe("/company/7");
  });
});

describe("content route helpers", () => {
  it("build blog, guide and service paths", async () => {
    const { blogPath, guidePath, servicePath, SERVICE_PAGES } = await import("./routes");
    expect(blogPath()).toBe("/blog");
    expect(blogPath("moving-cost-guide")).toBe("/blog/moving-cost-guide");
    expect(guidePath("apartment-and-small-moves")).toBe("/guides/apartment-and-small-moves");
    expect(SERVICE_PAGES.map((s) => servicePath(s.slug))).toEqual([
      "/services/local-moving",
      "/services/long-distance-moving",
      "/services/commercial-moving",
      "/services/packing-storage",
    ]);
  });
});

describe("named page and admin helpers", () => {
  it("build each named page, with an optional fragment", async () => {
    const { pagePath } = await import("./routes");
    expect(pagePath("home")).toBe("/");
    expect(pagePath("about")).toBe("/about");
    expect(pagePath("privacyPolicy")).toBe("/privacy-policy");
    expect(pagePath("termsOfService")).toBe("/terms-of-service");
    expect(pagePath("listYourCompany")).toBe("/list-your-company");
    expect(pagePath("faq", "checking")).toBe("/faq#checking");
  });

  it("build admin sections and fill a detail route's id", async () => {
    const { adminPath } = await import("./admin-paths");
    expect(adminPath("dashboard")).toBe("/admin");
    expect(adminPath("jobs")).toBe("/admin/jobs");
    expect(adminPath("job", 12)).toBe("/admin/jobs/12");
    expect(adminPath("scriptsRunOne", "7")).toBe("/admin/scripts/run/7");
    expect(adminPath("lead", "a/b")).toBe("/admin/leads/a%2Fb");
  });
});
