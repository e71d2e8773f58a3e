import { describe, expect, it } from "vitest";
import { formatZodError } from "../errors";
import { classifyQuery, findState, parseSearch, searchParamsSchema, toFtsMatch } from "./search-api";
import { findServiceInQuery } from "./service-words";

const parse = (input: Record<string, string>) => {
  const result = searchParamsSchema.safeParse(input);
  return result.success ? result.data : formatZodError(result.error);
};

describe("searchParamsSchema", () => {
  it("trims q and defaults page 1, 20 per page", () => {
    expect(parse({ q: "  austin  " })).toEqual({ q: "austin", page: 1, perPage: 20 });
    expect(parse({ q: "a", page: "3", perPage: "50" })).toEqual({ q: "a", page: 3, perPage: 50 });
    expect(parse({ q: "x".repeat(100) })).toMatchObject({ q: "x".repeat(100) });
  });

  it.each([
    [{}, "q: must be 1 to 100 characters"],
    [{ q: "" }, "q: must be 1 to 100 characters"],
    [{ q: "   " }, "q: must be 1 to 100 characters"],
    [{ q: "x".repeat(101) }, "q: must be 1 to 100 characters"],
    [{ q: "a", page: "0" }, "page: must be a whole number of 1 or more"],
    [{ q: "a", page: "-1" }, "page: must be a whole number of 1 or more"],
    [{ q: "a", page: "1.5" }, "page: must be a whole number of 1 or more"],
    [{ q: "a", page: "" }, "page: must be a whole number of 1 or more"],
    [{ q: "a", page: "99999999999999999999" }, "page: must be a whole number of 1 or more"],
    [{ q: "a", perPage: "0" }, "perPage: must be a whole number from 1 to 50"],
    [{ q: "a", perPage: "51" }, "perPage: must be a whole number from 1 to 50"],
  ])("refuses %j naming the field", (input, message) => {
    expect(parse(input)).toBe(message);
  });
});

describe("findState", () => {
  it("knows names and codes, whatever the case", () => {
    expect(findState("texas")?.abbreviation).toBe("TX");
    expect(findState("TX")?.abbreviation).toBe("TX");
    expect(findState("new  york")?.abbreviation).toBe("NY");
    expect(findState("District of Columbia")?.abbreviation).toBe("DC");
    expect(findState("Tex")).toBeUndefined();
    expect(findState("XX")).toBeUndefined();
  });
});

describe("classifyQuery", () => {
  it("reads 5 digits, ZIP+4 and an address ending in a ZIP as a ZIP", () => {
    expect(classifyQuery("78701")).toEqual({ kind: "zip", zip: "78701" });
    expect(classifyQuery(" 78701-1234 ")).toEqual({ kind: "zip", zip: "78701" });
    expect(classifyQuery("Austin, TX 78701")).toEqual({ kind: "zip", zip: "78701" });
    expect(classifyQuery("movers near 02108")).toEqual({ kind: "zip", zip: "02108" });
    expect(classifyQuery("7870")).toMatchObject({ kind: "text", city: null, match: '"7870"*' });
    expect(classifyQuery("787011")).toMatchObject({ kind: "text", city: null });
  });

  it("reads a state name or code as a state", () => {
    expect(classifyQuery("Ohio")).toMatchObject({ kind: "state", state: { abbreviation: "OH" } });
    expect(classifyQuery("ca")).toMatchObject({ kind: "state", state: { abbreviation: "CA" } });
    expect(classifyQuery("west virginia")).toMatchObject({ kind: "state", state: { abbreviation: "WV" } });
    expect(classifyQuery("movers in Texas")).toMatchObject({ kind: "state", state: { abbreviation: "TX" } });
    expect(classifyQuery("movers near me")).toMatchObject({ kind: "text", text: "movers near me" });
  });

  it("reads other words as a possible city, with its state when given", () => {
    expect(classifyQuery("Austin")).toEqual({
      kind: "text",
      text: "Austin",
      city: { names: ["Austin"], state: null },
      match: '"austin"*',
    });
    for (const q of ["Austin, TX", "Austin TX", "Austin, Texas", "austin texas", "moving companies in Austin, TX"]) {
      expect(classifyQuery(q)).toMatchObject({ kind: "text", city: { names: [expect.stringMatching(/^austin$/i)], state: { abbreviation: "TX" } } });
    }
    expect(classifyQuery("Charleston West Virginia")).toMatchObject({ city: { names: ["Charleston"], state: { abbreviation: "WV" } } });
    expect(classifyQuery("Kansas City")).toMatchObject({ city: { names: ["Kansas City"], state: null } });
    expect(classifyQuery("New York, NY")).toMatchObject({ city: { names: ["New York"], state: { abbreviation: "NY" } } });
    expect(classifyQuery("Austin, Narnia")).toMatchObject({ city: { names: ["Austin, Narnia"], state: null } });
  });

  it("also tries Saint, Fort and Mount for St, Ft and Mt", () => {
    expect(classifyQuery("St. Louis MO")).toMatchObject({ city: { names: ["St. Louis", "Saint Louis"], state: { abbreviation: "MO" } } });
    expect(classifyQuery("ft worth")).toMatchObject({ city: { names: ["ft worth", "Fort worth"] } });
    expect(classifyQuery("Mt Pleasant")).toMatchObject({ city: { names: ["Mt Pleasant", "Mount Pleasant"] } });
  });

  it("keeps a name search for every text, and no city for text with digits", () => {
    expect(classifyQuery("A-1 Movers")).toMatchObject({ kind: "text", city: null, match: '"a" "1" "movers"*' });
    expect(classifyQuery("Lopez Van & Storage")).toMatchObject({ match: '"lopez" "van" "storage"*' });
  });
});

describe("toFtsMatch", () => {
  it("quotes every word, requires all, and prefix-matches the last", () => {
    expect(toFtsMatch("Lopez Van & Sto")).toBe('"lopez" "van" "sto"*');
    expect(toFtsMatch("O'Brien")).toBe('"o" "brien"*');
    expect(toFtsMatch("Müller Umzüge")).toBe('"müller" "umzüge"*');
  });

  it("does not prefix-match a single last letter", () => {
    expect(toFtsMatch("m")).toBe('"m"');
    expect(toFtsMatch("Graham & Sons M")).toBe('"graham" "sons" "m"');
  });

  it.each([
    ['"', null],
    ["*", null],
    ["( ) : ^ - + \"\" ''", null],
    ["NEAR(", '"near"*'],
    ['NEAR("a" "b", 2)', '"near" "a" "b" "2"'],
    ["a OR b NOT c AND d", '"a" "or" "b" "not" "c" "and" "d"'],
    ["name:lopez", '"name" "lopez"*'],
    ['lopez"* OR "x', '"lopez" "or" "x"'],
    ["{name city}: x", '"name" "city" "x"'],
  ])("neutralises FTS5 syntax in %j", (text, expected) => {
    expect(toFtsMatch(text)).toBe(expected);
  });

  it("keeps at most 8 words", () => {
    expect(toFtsMatch("a b c d e f g h i j")).toBe('"a" "b" "c" "d" "e" "f" "g" "h"');
  });
});

describe("service words", () => {
  it.each([
    ["piano", "piano-moving", ""],
    ["Piano movers", "piano-moving", ""],
    ["piano movers in Austin, TX", "piano-moving", "in Austin, TX"],
    ["Austin piano moving companies", "piano-moving", "Austin"],
    ["long distance moving", "long-distance-moving", ""],
    ["long-distance movers Denver", "long-distance-moving", "Denver"],
    ["storage", "storage", ""],
    ["packing services near 78701", "packing", "near 78701"],
    ["commercial movers chicago", "commercial-moving", "chicago"],
    ["senior moving", "senior-moving", ""],
    ["junk removal houston", "junk-removal", "houston"],
    ["Lopez Van & Storage", "storage", "Lopez Van"],
  ])("finds the service in %j", (text, slug, rest) => {
    expect(findServiceInQuery(text)).toMatchObject({ service: { slug }, rest });
  });

  it("finds none in place or name queries, nor inside other words", () => {
    for (const text of ["Austin", "New York", "78701", "Pianoforte Hauling", "Localia Movers", "movers near me"]) {
      expect(findServiceInQuery(text), text).toBeNull();
    }
  });

  it("reads the rest of the query as a place or a name", () => {
    expect(parseSearch("piano movers in Austin, TX")).toMatchObject({
      service: { slug: "piano-moving", name: "Piano Moving" },
      rest: { kind: "text", city: { names: ["Austin"], state: { abbreviation: "TX" } } },
    });
    expect(parseSearch("storage texas").rest).toMatchObject({ kind: "state", state: { abbreviation: "TX" } });
    expect(parseSearch("packing 78701").rest).toEqual({ kind: "zip", zip: "78701" });
    expect(parseSearch("long distance")).toMatchObject({ service: { slug: "long-distance-moving" }, rest: null });
    expect(parseSearch("Austin")).toMatchObject({ service: null, rest: null, query: { kind: "text" } });
  });

  it("keeps a full state name as a possible city of that state, not a two-letter code", () => {
    expect(classifyQuery("new york")).toMatchObject({ kind: "state", state: { abbreviation: "NY" }, sameNameCity: "New York" });
    expect(classifyQuery("NY")).not.toHaveProperty("sameNameCity");
  });
});
