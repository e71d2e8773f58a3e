import { describe, expect, it } from "vitest";
import { config as companiesConfig } from "../../functions/companies";
import { config as featuredConfig } from "../../functions/companies-featured";
import { API_PATHS } from "./endpoints";

describe("API_PATHS", () => {
  it("agrees with each function's config.path", () => {
    expect(API_PATHS.companies).toBe(companiesConfig.path);
    expect(API_PATHS.featuredCompanies).toBe(featuredConfig.path);
  });
});
