import { describe, expect, it } from "vitest";
import { pick } from "./pick";

describe("pick", () => {
  it("copies the listed keys only", () => {
    const row = { id: 1, name: "Acme", secret: "x", missing: undefined };
    expect(pick(row, ["id", "name"])).toEqual({ id: 1, name: "Acme" });
    expect(pick(row, ["id", "name"])).not.toHaveProperty("secret");
  });
});
