import { describe, expect, it } from "vitest";
import { testDatabaseForFile } from "../../../../test/support/seeded-database";
import { COMPANY_CSV_COLUMNS } from "../../../lib/companies/csv-row";
import { listAllCompanies, listCompaniesByIds } from "./companies";
import { readCompaniesInIdRange } from "./companies-all";

/**
 * The build's fast read of every company against the joined query the rest of the site reads one
 * company with: the same objects, key order included (pages serialise them), for companies with
 * and without services, images, licences, ratings and listing.
 */

/** The rows below give every CSV column but these, which keep their defaults. */
const LEFT_OUT: readonly string[] = ["description", "street", "lat", "lng", "email", "lead_webhook_url"];
const HEADER = COMPANY_CSV_COLUMNS.filter((c) => !LEFT_OUT.includes(c));
const db = testDatabaseForFile({
  companies: {
    header: HEADER,
    rows: [
      [
        "full-movers",
        "Full Movers",
        "Austin",
        "TX",
        "78701",
        "(512) 555-0100",
        "https://full.example",
        "https://img.example/logo.png",
        "https://img.example/a.jpg|https://img.example/b.jpg",
        "storage|local-moving|packing",
        "4.6",
        "120",
        "12",
        "true",
        "true",
        "1234567",
        "765432",
      ],
      ["bare-movers", "Bare Movers", "Denver", "CO", "80202", "", "", "", "", "", "", "0", "", "", "true", "", ""],
      ["hidden-movers", "Hidden Movers", "Houston", "TX", "77002", "", "", "", "", "long-distance-moving", "3.1", "4", "2", "false", "false", "", ""],
    ],
  },
});

describe("reading every company at once", () => {
  it("gives the objects the one-company query gives, in id order, key for key", () => {
    const all = listAllCompanies(db().snapshot);
    expect(all.map((c) => c.slug).sort()).toEqual(["bare-movers", "full-movers", "hidden-movers"]);
    const joined = listCompaniesByIds(
      db().snapshot,
      all.map((c) => c.id),
    );
    expect(JSON.stringify(all)).toBe(JSON.stringify(joined));
    const full = all.find((c) => c.slug === "full-movers");
    const serviceIds = full?.services.map((s) => s.id) ?? [];
    expect(serviceIds).toEqual(serviceIds.slice().sort((a, b) => a - b));
    expect(full?.services.map((s) => s.slug).sort()).toEqual(["local-moving", "packing", "storage"]);
    expect(full).toMatchObject({
      logo: "https://img.example/logo.png",
      usdotNumber: "1234567",
      city: { name: "Austin" },
      state: { abbreviation: "TX" },
    });
  });

  it("reads a range of ids as the same objects", () => {
    const all = listAllCompanies(db().snapshot);
    const ids = all.map((c) => c.id);
    expect(JSON.stringify(readCompaniesInIdRange(db().snapshot, ids[1], ids[2]))).toBe(JSON.stringify(all.slice(1, 3)));
    expect(JSON.stringify(readCompaniesInIdRange(db().snapshot, ids[0], ids[0]))).toBe(JSON.stringify(all.slice(0, 1)));
    expect(readCompaniesInIdRange(db().snapshot, ids[2] + 1, ids[2] + 100)).toEqual([]);
  });
});
