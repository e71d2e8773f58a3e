import { describe, expect, it } from "vitest";
import { ambiguousPlaceMessage, decidePlace, normalizePlaceText, readPlaceText, unknownPlaceMessage } from "./place-text";

const austin = { zip: "73301", city: "Austin", state: "TX" };
const springfieldIl = { zip: "62701", city: "Springfield", state: "IL" };
const springfieldMa = { zip: "01101", city: "Springfield", state: "MA" };

describe("readPlaceText", () => {
  it("reads a ZIP code, also inside the suggestion labels and after a city", () => {
    expect(readPlaceText("60601")).toEqual([{ by: "zip", zip: "60601" }]);
    expect(readPlaceText(" 60601-1234 ")).toEqual([{ by: "zip", zip: "60601" }]);
    expect(readPlaceText("78701 (Austin, TX)")).toEqual([{ by: "zip", zip: "78701" }]);
    expect(readPlaceText("Austin, TX 78701")).toEqual([{ by: "zip", zip: "78701" }]);
    expect(readPlaceText("Austin TX 78701")).toEqual([{ by: "zip", zip: "78701" }]);
  });

  it("reads 'City, ST' and 'City, State' as a city in that state", () => {
    expect(readPlaceText("Chicago, IL")).toEqual([{ by: "city", city: "Chicago", state: "IL" }]);
    expect(readPlaceText("austin,tx")).toEqual([{ by: "city", city: "austin", state: "TX" }]);
    expect(readPlaceText("Kansas City, Missouri")).toEqual([{ by: "city", city: "Kansas City", state: "MO" }]);
  });

  it("reads 'City ST' as a city in that state first, then as one longer name", () => {
    expect(readPlaceText("Denver CO")).toEqual([
      { by: "city", city: "Denver", state: "CO" },
      { by: "city", city: "Denver CO", state: null },
    ]);
    expect(readPlaceText("new york new york")[0]).toEqual({ by: "city", city: "new york", state: "NY" });
  });

  it("reads a bare name as a city in any state, ignoring extra spaces and case", () => {
    expect(readPlaceText("  salt   LAKE city  ")).toEqual([{ by: "city", city: "salt LAKE city", state: null }]);
    expect(readPlaceText("Springfield,")).toEqual([{ by: "city", city: "Springfield", state: null }]);
    // A part after the comma that is no state leaves the city alone.
    expect(readPlaceText("Springfield, Nowhere")).toEqual([{ by: "city", city: "Springfield", state: null }]);
  });

  it("finds no reading in text that cannot be a place", () => {
    for (const text of ["", "   ", "6060", "123456", "12 Main St", "!!", "x".repeat(81)]) expect(readPlaceText(text), text).toEqual([]);
  });
});

describe("decidePlace", () => {
  it("resolves one place, asks between several, and knows when nothing was found", () => {
    expect(decidePlace([austin])).toEqual({ status: "resolved", place: austin });
    expect(decidePlace([springfieldIl, springfieldMa])).toEqual({ status: "ambiguous", options: [springfieldIl, springfieldMa] });
    expect(decidePlace([])).toEqual({ status: "unknown" });
  });

  it("counts one city once, whatever its spelling, and offers at most 10 places", () => {
    expect(decidePlace([austin, { ...austin, city: "AUSTIN", zip: "78701" }])).toEqual({ status: "resolved", place: austin });
    const many = Array.from({ length: 14 }, (_, i) => ({ zip: String(10000 + i), city: "Springfield", state: `S${i}` }));
    const result = decidePlace(many);
    expect(result.status === "ambiguous" && result.options.map((o) => o.state)).toEqual(many.slice(0, 10).map((o) => o.state));
  });
});

describe("messages", () => {
  it("quote the text as typed, tidied", () => {
    expect(unknownPlaceMessage("  Atlantis,  ZZ ")).toBe("We couldn't find “Atlantis, ZZ”. Try a ZIP code or “City, ST”.");
    expect(ambiguousPlaceMessage("Springfield")).toBe("More than one place is called “Springfield”. Choose the one you mean.");
    expect(normalizePlaceText(" a ,")).toBe("a");
  });
});
