import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues, initialParamValues, paramsFromValues } from "./param-form";

const schema = {
  type: "object" as const,
  properties: {
    days: { type: "integer" as const, default: 90, minimum: 1 },
    fix: { type: "boolean" as const, default: false },
    state: { type: "string" as const },
  },
};

describe("run form values", () => {
  it("starts from the defaults, or from stored params", () => {
    expect(initialParamValues(schema)).toEqual({ days: "90", fix: false, state: "" });
    expect(initialParamValues(schema, { days: 7, fix: true, state: "TX" })).toEqual({ days: "7", fix: true, state: "TX" });
  });

  it("sends numbers as numbers, leaves empty fields to the server's default and keeps bad text for the server to name", () => {
    expect(paramsFromValues(schema, { days: " 30 ", fix: true, state: "" })).toEqual({ days: 30, fix: true });
    expect(paramsFromValues(schema, { days: "", fix: false, state: "TX" })).toEqual({ fix: false, state: "TX" });
    expect(paramsFromValues(schema, { days: "abc", fix: false, state: "" })).toEqual({ days: "abc", fix: false });
  });

  it("maps API issues to their fields", () => {
    expect(
      fieldErrorsFromIssues([
        { path: "params.days", message: "must be at least 1" },
        { path: "(root)", message: "x" },
      ]),
    ).toEqual({ days: "must be at least 1", "(root)": "x" });
  });
});
