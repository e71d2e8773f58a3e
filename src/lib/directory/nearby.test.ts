import { describe, expect, it } from "vitest";
import { bayesianRating, compareByReputation } from "../companies/ranking";
import { nearest } from "./nearby";

const austin = { name: "Austin", lat: 30.2672, lng: -97.7431 };
const cities = [
  { name: "Houston", lat: 29.7604, lng: -95.3698 },
  { name: "Round Rock", lat: 30.5083, lng: -97.6789 },
  { name: "San Antonio", lat: 29.4241, lng: -98.4936 },
  { name: "Dallas", lat: 32.7767, lng: -96.797 },
  austin,
];

describe("nearest", () => {
  it("returns the closest items within the radius, closest first, without excluded ones", () => {
    const found = nearest(austin, cities, { limit: 3, maxMiles: 150, exclude: (c) => c === austin });
    expect(found.map((f) => f.item.name)).toEqual(["Round Rock", "San Antonio", "Houston"]);
    expect(found[0].miles).toBeGreaterThan(10);
    expect(found[0].miles).toBeLessThan(25);
  });

  it("honours the radius and the limit", () => {
    expect(nearest(austin, cities, { limit: 10, maxMiles: 20, exclude: (c) => c === austin })).toHaveLength(1);
    expect(nearest(austin, cities, { limit: 2, maxMiles: 1000 })).toHaveLength(2);
  });
});

describe("reputation ranking", () => {
  it("does not let a handful of perfect reviews beat a long strong record", () => {
    expect(bayesianRating(5, 2)).toBeLessThan(bayesianRating(4.7, 400));
    const sorted = [
      { name: "New", rating: 5, reviewCount: 2 },
      { name: "Proven", rating: 4.7, reviewCount: 400 },
      { name: "Unrated", rating: null, reviewCount: 0 },
    ].sort(compareByReputation);
    expect(sorted.map((c) => c.name)).toEqual(["Proven", "New", "Unrated"]);
  });
});
