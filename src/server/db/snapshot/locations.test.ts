import { describe, expect, it } from "vitest";
import { testDatabaseForFile } from "../../../../test/support/seeded-database";
import { searchCityPrefix } from "./locations";
import { statement } from "./snapshot";

/**
 * The quote form's city suggestions come from memory; they must be what the query they replaced
 * answers (every US city is in the reference data, so the test snapshot holds them all).
 */
const database = testDatabaseForFile();

/** The SQL the suggestions were read with before, as the reference. */
function byQuery(name: string, state: string | null, limit: number) {
  const db = database().snapshot;
  return statement(
    db,
    `SELECT (SELECT min(zip) FROM zip_codes z WHERE z.city_id = c.id) AS zip, c.name AS city, c.state
       FROM cities c
       WHERE c.name LIKE ? ESCAPE '\\' AND (? IS NULL OR c.state = ?)
       ORDER BY c.zip_count DESC, c.name
       LIMIT ?`,
  ).all(`${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, state, state, limit);
}

describe("searchCityPrefix", () => {
  it("suggests the cities the LIKE query suggests, in its order, for prefixes of every length", () => {
    const db = database().snapshot;
    const prefixes = ["s", "san", "SAN", "San F", "new", "New York", "mi", "port", "spring", "st", "st.", "o'", "fort w", "zz", "a%", "_a", "x"];
    for (const prefix of prefixes) {
      for (const state of [null, "CA", "TX", "NY"]) {
        for (const limit of [1, 10]) {
          expect(searchCityPrefix(db, prefix, state, limit), `${prefix} ${state} ${limit}`).toEqual(byQuery(prefix, state, limit));
        }
      }
    }
    expect(searchCityPrefix(db, "san", null, 3).map((c) => c.city)).toEqual(["San Antonio", "San Diego", "San Francisco"]);
    expect(searchCityPrefix(db, "zzzz", null, 10)).toEqual([]);
  });
});
