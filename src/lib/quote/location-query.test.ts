import { describe, expect, it } from "vitest";
import { answers, classifyLocationQuery, type LocationAnswer, suggestionsFor, toSuggestions } from "./location-query";

function answerTo(text: string, items: { zip: string; city: string; state: string }[]): LocationAnswer {
  const query = classifyLocationQuery(text);
  if (!query) throw new Error(`"${text}" is no query`);
  return { query, suggestions: toSuggestions(items, query.by) };
}

const labels = (text: string, answer: LocationAnswer) => suggestionsFor(answer, classifyLocationQuery(text)).map((s) => s.label);

describe("suggestions offered while a newer search is on its way", () => {
  const for90 = answerTo("90", [
    { zip: "90001", city: "Los Angeles", state: "CA" },
    { zip: "90210", city: "Beverly Hills", state: "CA" },
    { zip: "90211", city: "Beverly Hills", state: "CA" },
  ]);
  const forSan = answerTo("san", [
    { zip: "78201", city: "San Antonio", state: "TX" },
    { zip: "92101", city: "San Diego", state: "CA" },
  ]);

  it("offers an answer whole for the text it answers", () => {
    expect(labels("90", for90)).toHaveLength(3);
    expect(answers(for90, classifyLocationQuery("90"))).toBe(true);
  });

  it("keeps only the places that still start with a longer text, so 902 never offers 90001", () => {
    expect(labels("902", for90)).toEqual(["90210 (Beverly Hills, CA)", "90211 (Beverly Hills, CA)"]);
    expect(labels("9021", for90)).toEqual(["90210 (Beverly Hills, CA)", "90211 (Beverly Hills, CA)"]);
    expect(labels("San D", forSan)).toEqual(["San Diego, CA 92101"]);
    expect(answers(for90, classifyLocationQuery("902"))).toBe(false);
  });

  it("offers nothing from an answer to other text: a different prefix, a shorter text or another kind of search", () => {
    expect(labels("91", for90)).toEqual([]);
    expect(labels("sa", forSan)).toEqual([]);
    expect(labels("Santa", forSan)).toEqual([]);
    expect(suggestionsFor(for90, { by: "city", value: "90" })).toEqual([]);
    expect(suggestionsFor(null, classifyLocationQuery("90"))).toEqual([]);
    expect(suggestionsFor(for90, null)).toEqual([]);
  });
});
