import { describe, expect, it } from "vitest";
import type { AdminCompany } from "./companies-api";
import { COMPANY_FORM_COLUMNS, changedCells, companyToFormCells, serverFormErrors, toggleService, validateCompanyCells } from "./company-form";

const company: AdminCompany = {
  id: 7,
  slug: "acme-movers-austin-tx",
  name: "Acme Movers",
  description: "Local and long-distance moves.",
  website: "https://acme.example",
  phone: "5125550123",
  email: "hello@acme.example",
  logo: null,
  photoUrls: ["/placeholders/a.jpg", "https://cdn.example/b.jpg"],
  street: "1 Main St",
  zipCode: "78701",
  lat: 30.27,
  lng: -97.74,
  rating: 4.5,
  reviewCount: 120,
  isFeatured: false,
  isInList: true,
  usdotNumber: "1234567",
  mcNumber: null,
  leadWebhookUrl: null,
  services: ["local-moving", "packing"],
  city: { name: "Austin", slug: "austin" },
  state: { name: "Texas", slug: "texas", abbreviation: "TX" },
};

describe("companyToFormCells", () => {
  it("writes the company as the CSV cells of its row", () => {
    expect(companyToFormCells(company)).toEqual({
      name: "Acme Movers",
      slug: "acme-movers-austin-tx",
      description: "Local and long-distance moves.",
      street: "1 Main St",
      city: "Austin",
      state: "TX",
      zip: "78701",
      lat: "30.27",
      lng: "-97.74",
      phone: "(512) 555-0123",
      email: "hello@acme.example",
      website: "https://acme.example",
      logo_url: "",
      photo_urls: "/placeholders/a.jpg|https://cdn.example/b.jpg",
      services: "local-moving|packing",
      rating: "4.5",
      review_count: "120",
      is_featured: "false",
      is_in_list: "true",
      lead_webhook_url: "",
      usdot_number: "1234567",
      mc_number: "",
    });
  });

  it("leaves missing optional values blank", () => {
    const cells = companyToFormCells({ ...company, phone: null, email: null, website: null, rating: null, photoUrls: [], services: [] });
    expect([cells.phone, cells.email, cells.website, cells.rating, cells.photo_urls, cells.services]).toEqual(["", "", "", "", "", ""]);
  });

  it("gives a valid row for a valid company", () => {
    expect(validateCompanyCells(companyToFormCells(company))).toEqual({});
  });

  it("covers exactly the form's columns", () => {
    expect(Object.keys(companyToFormCells(company)).sort()).toEqual([...COMPANY_FORM_COLUMNS].sort());
  });
});

describe("changedCells", () => {
  it("answers only the edited cells, trimmed, and blanks as empty strings", () => {
    const initial = companyToFormCells(company);
    expect(changedCells(initial, initial)).toEqual({});
    expect(changedCells(initial, { ...initial, name: "  Acme Moving Co ", email: "", zip: "78701 " })).toEqual({ name: "Acme Moving Co", email: "" });
  });
});

describe("validateCompanyCells", () => {
  const valid = companyToFormCells(company);

  it("names the column of each problem with the CSV schema's message", () => {
    const errors = validateCompanyCells({ ...valid, zip: "7870", name: "A", email: "nope" });
    expect(errors.zip).toBe("must be a 5-digit ZIP code (ZIP+4 accepted)");
    expect(errors.name).toBe("must be at least 2 characters");
    expect(errors.email).toBe("must be a valid email address");
    expect(errors.city).toBeUndefined();
  });

  it("requires the required columns", () => {
    expect(validateCompanyCells({ ...valid, city: " " })).toEqual({ city: "is required" });
  });

  it("checks ranges, lists and lat/lng together once every format is right", () => {
    const errors = validateCompanyCells({ ...valid, rating: "6", services: "local-moving|teleporting", lat: "" });
    expect(errors.rating).toBe("must be between 0 and 5");
    expect(errors.services).toMatch(/^unknown service "teleporting"/);
    expect(errors.lat).toBe("lat and lng must be given together");
  });
});

describe("serverFormErrors", () => {
  it("puts each issue at the column it names, the first one per column, and lists them all", () => {
    const issues = [
      { path: "zip", message: "99999 is not a known ZIP code" },
      { path: "slug", message: '"x" is used by another company' },
      { path: "zip", message: "ZIP 99999 is in TX, not CA" },
    ];
    expect(serverFormErrors("API Error: zip: 99999 ...", issues)).toEqual({
      byColumn: { zip: "99999 is not a known ZIP code", slug: '"x" is used by another company' },
      lines: ["zip: 99999 is not a known ZIP code", 'slug: "x" is used by another company', "zip: ZIP 99999 is in TX, not CA"],
    });
  });

  it("keeps issues naming no form column, and a bare message, in the summary only", () => {
    expect(serverFormErrors("API Error: x", [{ path: "(root)", message: "the body has no fields to change" }])).toEqual({
      byColumn: {},
      lines: ["the body has no fields to change"],
    });
    expect(serverFormErrors("API Error: Company not found", [])).toEqual({ byColumn: {}, lines: ["Company not found"] });
  });
});

describe("toggleService", () => {
  it("adds and removes slugs in catalogue order, keeping unknown ones", () => {
    expect(toggleService("packing", "local-moving", true)).toBe("local-moving|packing");
    expect(toggleService("local-moving|packing", "local-moving", false)).toBe("packing");
    expect(toggleService("boats|packing", "storage", true)).toBe("packing|storage|boats");
    expect(toggleService("", "storage", false)).toBe("");
  });
});
