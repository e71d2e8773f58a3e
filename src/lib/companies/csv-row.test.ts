import { describe, expect, it } from "vitest";
import { formatZodError } from "../errors";
import { parseCompanyCsvRecord } from "./csv-row";

const minimal = { name: "Acme Movers", city: "Austin", state: "TX", zip: "78701" };

function errorOf(record: Record<string, string>): string {
  const result = parseCompanyCsvRecord(record);
  if (result.success) throw new Error("expected the row to be rejected");
  return formatZodError(result.error);
}

describe("companies CSV row", () => {
  it("accepts a minimal row and fills the documented defaults", () => {
    const result = parseCompanyCsvRecord(minimal);
    expect(result.success && result.data).toMatchObject({
      slug: "acme-movers-austin-tx",
      description: "",
      rating: null,
      review_count: 0,
      services: [],
      is_featured: false,
      is_in_list: true,
    });
  });

  it("normalises cells: trims, upper-cases the state, keeps 5 ZIP digits, strips phone punctuation", () => {
    const result = parseCompanyCsvRecord({
      ...minimal,
      name: "  Acme Movers  ",
      state: "tx",
      zip: "78701-1234",
      phone: "+1 (512) 555-0123",
      services: "local-moving| packing |local-moving",
      photo_urls: "/placeholders/a.jpg|https://img.example/b.jpg",
      is_featured: "yes",
    });
    expect(result.success && result.data).toMatchObject({
      name: "Acme Movers",
      state: "TX",
      zip: "78701",
      phone: "5125550123",
      services: ["local-moving", "packing"],
      photo_urls: ["/placeholders/a.jpg", "https://img.example/b.jpg"],
      is_featured: true,
    });
  });

  it.each([
    [{ ...minimal, name: "" }, "name: is required"],
    [{ ...minimal, name: "A" }, "name: must be at least 2 characters"],
    [{ ...minimal, state: "ZZ" }, "state: must be a US state abbreviation"],
    [{ ...minimal, state: "PR" }, "state: must be a US state abbreviation"],
    [{ ...minimal, zip: "7870" }, "zip: must be a 5-digit ZIP code"],
    [{ ...minimal, zip: "ABCDE" }, "zip: must be a 5-digit ZIP code"],
    [{ ...minimal, rating: "great" }, "rating: must be a number"],
    [{ ...minimal, rating: "5.5" }, "rating: must be between 0 and 5"],
    [{ ...minimal, review_count: "-1" }, "review_count: must be a whole number of at least 0"],
    [{ ...minimal, review_count: "2.5" }, "review_count: must be a whole number"],
    [{ ...minimal, years_in_business: "300" }, "years_in_business: must be between 0 and 250"],
    [{ ...minimal, phone: "555-0123" }, "phone: must have 10 digits"],
    [{ ...minimal, email: "not-an-email" }, "email: must be a valid email address"],
    [{ ...minimal, website: "javascript:alert(1)" }, "website: must be an http(s) URL"],
    [{ ...minimal, logo_url: "//evil.example/x.png" }, "logo_url: must be an https:// URL on another site or a file under /placeholders/"],
    [{ ...minimal, logo_url: "/api/logout" }, "logo_url: must be an https:// URL on another site"],
    [{ ...minimal, logo_url: "http://img.example/x.png" }, "logo_url: must be an https:// URL on another site"],
    [{ ...minimal, logo_url: "/placeholders/../api/logout" }, "logo_url: must be an https:// URL on another site"],
    [{ ...minimal, photo_urls: "https://img.example/a.jpg|/api/logout" }, "photo_urls: each must be an https:// URL"],
    [{ ...minimal, services: "teleporting" }, 'services: unknown service "teleporting"'],
    [{ ...minimal, is_featured: "maybe" }, "is_featured: must be true or false"],
    [{ ...minimal, slug: "Bad Slug" }, "slug: must be lowercase letters"],
    [{ ...minimal, lat: "30.2" }, "lng: lat and lng must be given together"],
    [{ ...minimal, lat: "95", lng: "-97" }, "lat: must be between -90 and 90"],
  ])("rejects %o with %s", (record, message) => {
    expect(errorOf(record)).toContain(message);
  });

  it("names every bad column at once", () => {
    const message = errorOf({ name: "", city: "Austin", state: "XX", zip: "1" });
    expect(message).toContain("name:");
    expect(message).toContain("state:");
    expect(message).toContain("zip:");
  });
});
