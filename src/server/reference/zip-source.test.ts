import { describe, expect, it } from "vitest";
import { loadZipRecords } from "./zip-source";

describe("loadZipRecords", () => {
  const records = loadZipRecords();
  const names = new Set(records.map((z) => `${z.city}, ${z.state}`));

  it("writes city names as the Postal Service and the towns do", () => {
    for (const city of ["McAllen, TX", "McKinney, TX", "DeSoto, TX", "DeKalb, IL", "O'Fallon, IL", "O'Fallon, MO", "Fond du Lac, WI"]) {
      expect(names).toContain(city);
    }
    for (const city of ["Mcallen, TX", "Mckinney, TX", "Desoto, TX", "Dekalb, IL", "O Fallon, IL"]) expect(names).not.toContain(city);
  });

  it("puts every ZIP code outside Alaska in the western hemisphere", () => {
    expect(records.filter((z) => z.state !== "AK" && z.lng > 0).map((z) => z.zip)).toEqual([]);
    expect(records.find((z) => z.zip === "10200")).toMatchObject({ city: "New York", state: "NY", lng: -73.95 });
  });
});
