import { describe, expect, it } from "vitest";
import { toApiCompany } from "./api-shape";
import type { Company } from "./types";

const company: Company = {
  id: 7,
  slug: "acme-movers-austin-tx",
  name: "Acme Movers",
  description: "Local movers.",
  website: "https://acme.example",
  phone: "5125550100",
  email: "hi@acme.example",
  logo: null,
  photoUrls: ["/photos/a.jpg"],
  street: "1 Main St",
  zipCode: "78701",
  lat: 30.27,
  lng: -97.74,
  rating: 4.6,
  reviewCount: 120,
  yearsInBusiness: 12,
  isFeatured: true,
  isInList: true,
  usdotNumber: null,
  mcNumber: null,
  services: [{ id: 1, slug: "local-moving", name: "Local Moving" }],
  city: { id: 99, name: "Austin", slug: "austin" },
  state: { name: "Texas", slug: "texas", abbreviation: "TX" },
};

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
