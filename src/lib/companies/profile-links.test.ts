import { describe, expect, it } from "vitest";
import { addressLine, fmcsaNameSearchUrl, formatMcNumber, mapSearchUrl, mcLookupUrl, usdotLookupUrl } from "./profile-links";

describe("profile links", () => {
  it("look a carrier up in FMCSA's SAFER snapshot by USDOT or MC number", () => {
    expect(usdotLookupUrl("1234567")).toBe(
      "https://safer.fmcsa.dot.gov/query.asp?searchtype=ANY&query_type=queryCarrierSnapshot&query_param=USDOT&query_string=1234567",
    );
    expect(mcLookupUrl("123456")).toBe(
      "https://safer.fmcsa.dot.gov/query.asp?searchtype=ANY&query_type=queryCarrierSnapshot&query_param=MC_MX&query_string=123456",
    );
    expect(mcLookupUrl("MC-98765")).toMatch(/&query_param=MC_MX&query_string=98765$/);
  });

  it("search FMCSA by name, encoded", () => {
    expect(fmcsaNameSearchUrl("Lopez & Sons Moving")).toMatch(/&query_param=NAME&query_string=Lopez%20%26%20Sons%20Moving$/);
  });

  it("write MC numbers with their prefix", () => {
    expect(formatMcNumber("123456")).toBe("MC-123456");
  });

  it("search OpenStreetMap for the postal address", () => {
    const a = { street: "100 Congress Ave Suite 200", city: "Austin", state: "TX", zip: "78701" };
    expect(addressLine(a)).toBe("100 Congress Ave Suite 200, Austin, TX 78701");
    expect(addressLine({ ...a, street: "" })).toBe("Austin, TX 78701");
    expect(mapSearchUrl({ ...a, city: "O'Fallon", state: "MO", zip: "63366" })).toBe(
      "https://www.openstreetmap.org/search?query=100%20Congress%20Ave%20Suite%20200%2C%20O'Fallon%2C%20MO%2063366",
    );
  });
});
