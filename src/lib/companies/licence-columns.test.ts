import { describe, expect, it } from "vitest";
import { parseCompanyCsvRecord } from "./csv-row";

const row = { name: "Delta Hauling", city: "Austin", state: "TX", zip: "78701" };

function issues(record: Record<string, string>): string[][] {
  const result = parseCompanyCsvRecord(record);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
}

describe("the usdot_number and mc_number CSV columns", () => {
  it("are optional: a row without them stores neither", () => {
    expect(parseCompanyCsvRecord(row)).toMatchObject({ success: true, data: { usdot_number: null, mc_number: null } });
  });

  it("keep a USDOT number of 1 to 8 digits, and an MC number as digits with or without its MC prefix", () => {
    for (const [usdot, mc, storedMc] of [
      ["1234567", "MC-123456", "123456"],
      ["7", "mc 98765", "98765"],
      ["12345678", "MC123", "123"],
      ["2233445", "445566", "445566"],
    ]) {
      expect(parseCompanyCsvRecord({ ...row, usdot_number: ` ${usdot} `, mc_number: mc })).toMatchObject({
        success: true,
        data: { usdot_number: usdot, mc_number: storedMc },
      });
    }
  });

  it("refuses a malformed USDOT number, naming the column", () => {
    for (const bad of ["123456789", "USDOT 123", "12-34", "abc"]) {
      expect(issues({ ...row, usdot_number: bad }), bad).toEqual([["usdot_number", "must be a USDOT number: 1 to 8 digits"]]);
    }
  });

  it("refuses a malformed MC number, naming the column", () => {
    for (const bad of ["MX-123", "MC-", "MC--12", "123456789", "12a"]) {
      expect(issues({ ...row, mc_number: bad }), bad).toEqual([["mc_number", 'must be an MC number: up to 8 digits, "MC-" in front optional']]);
    }
  });
});
