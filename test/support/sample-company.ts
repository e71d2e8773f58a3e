import type { Company } from "../../src/lib/companies/companies-api";

/** A published company in Austin, TX with every public field filled in; `overrides` replace fields. */
export function sampleCompany(overrides: Partial<Company> = {}): Company {
  return {
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
    ...overrides,
  };
}
