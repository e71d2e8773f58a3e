import { describe, expect, it } from "vitest";
import { sampleCompany } from "../../../test/support/sample-company";
import { toApiCompany } from "./companies-api";

const company = sampleCompany();

describe("toApiCompany", () => {
  it("gives the public fields as they are, services as { id, name } and the city without its id", () => {
    const { yearsInBusiness, usdotNumber, mcNumber, ...publicFields } = company;
    expect([yearsInBusiness, usdotNumber, mcNumber]).toEqual([12, null, null]);
    expect(toApiCompany(company)).toEqual({
      ...publicFields,
      services: [{ id: 1, name: "Local Moving" }],
      city: { name: "Austin", slug: "austin" },
    });
  });

  it("keeps internal fields out and does not share arrays with the input", () => {
    const api = toApiCompany(company);
    for (const internal of ["yearsInBusiness", "usdotNumber", "mcNumber"]) expect(api).not.toHaveProperty(internal);
    expect(api.city).not.toHaveProperty("id");
    expect(api.services[0]).not.toHaveProperty("slug");
    api.photoUrls.push("/x.jpg");
    expect(company.photoUrls).toEqual(["/photos/a.jpg"]);
  });
});
