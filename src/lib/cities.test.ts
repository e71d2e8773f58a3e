import { describe, expect, it } from "vitest";
import { deriveCities } from "./cities";

describe("deriveCities", () => {
  const zips = [
    { zip: "63101", city: "Saint Louis", state: "MO", lat: 38.63, lng: -90.19 },
    { zip: "63102", city: "St. Louis", state: "MO", lat: 38.64, lng: -90.18 },
    { zip: "63103", city: "St Louis", state: "MO", lat: 38.62, lng: -90.2 },
    { zip: "97201", city: "Portland", state: "OR", lat: 45.5, lng: -122.7 },
    { zip: "04101", city: "Portland", state: "ME", lat: 43.66, lng: -70.26 },
  ];

  it("merges spellings with the same slug in a state and averages their centres", () => {
    const cities = deriveCities(zips);
    const stLouis = cities.find((c) => c.state === "MO" && c.slug === "st-louis");
    expect(stLouis?.zips).toEqual(["63102", "63103"]);
    expect(stLouis?.lat).toBeCloseTo(38.63, 5);
    expect(cities.find((c) => c.slug === "saint-louis")?.zips).toEqual(["63101"]);
  });

  it("keeps same-named cities of different states apart, unique per state", () => {
    const cities = deriveCities(zips);
    expect(cities.filter((c) => c.slug === "portland").map((c) => c.state)).toEqual(["ME", "OR"]);
    const keys = cities.map((c) => `${c.state}|${c.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
