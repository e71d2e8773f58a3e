import { describe, expect, it } from "vitest";
import { parseCompanyCsvRecord } from "./csv-row";

const row = { name: "Delta Hauling", city: "Austin", state: "TX", zip: "78701" };

describe("the lead_webhook_url CSV column", () => {
  it("is optional and kept when it is an https URL", () => {
    expect(parseCompanyCsvRecord(row)).toMatchObject({ success: true, data: { lead_webhook_url: null } });
    expect(parseCompanyCsvRecord({ ...row, lead_webhook_url: "https://hooks.delta.example/leads?k=1" })).toMatchObject({
      success: true,
      data: { lead_webhook_url: "https://hooks.delta.example/leads?k=1" },
    });
  });

  it("refuses plain http, naming the column", () => {
    const result = parseCompanyCsvRecord({ ...row, lead_webhook_url: "http://hooks.delta.example/leads" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["lead_webhook_url", "must be an https:// URL"]]);
  });
});
