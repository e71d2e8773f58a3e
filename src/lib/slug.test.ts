import { describe, expect, it } from "vitest";
import { isSlug, slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["New York", "new-york"],
    ["St. Louis", "st-louis"],
    ["O'Fallon", "ofallon"],
    ["Cañon City", "canon-city"],
    ["  Winston-Salem  ", "winston-salem"],
    ["Smith & Sons Moving", "smith-and-sons-moving"],
    ["--Already--slug--", "already-slug"],
  ])("%s → %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("produces values isSlug accepts, and isSlug rejects malformed ones", () => {
    expect(isSlug(slugify("Coeur d'Alene, ID"))).toBe(true);
    for (const bad of ["", "Upper", "double--hyphen", "-lead", "trail-", "space here"]) expect(isSlug(bad)).toBe(false);
  });
});
