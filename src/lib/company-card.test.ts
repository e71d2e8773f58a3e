import { describe, expect, it } from "vitest";
import { distanceLabel, placeLabel, ratingLabel, reviewsText } from "./company-card";

describe("company card labels", () => {
  it("rounds distances and says 'under 1' below a mile", () => {
    expect([0, 0.99, 1, 12.4, 12.5, 1234.2].map(distanceLabel)).toEqual([
      "under 1 mi away",
      "under 1 mi away",
      "1 mi away",
      "12 mi away",
      "13 mi away",
      "1234 mi away",
    ]);
  });

  it("names the place with the state's abbreviation, or its name when there is none", () => {
    expect(placeLabel({ city: { name: "Austin" }, state: { name: "Texas", abbreviation: "TX" } })).toBe("Austin, TX");
    expect(placeLabel({ city: { name: "Austin" }, state: { name: "Texas", abbreviation: "" } })).toBe("Austin, Texas");
  });

  it("writes the rating with one decimal and the review count with separators", () => {
    expect(ratingLabel(4)).toBe("Rated 4.0 out of 5");
    expect(reviewsText({ rating: 4.25, reviewCount: 1234 })).toBe("4.3 (1,234 reviews)");
    expect(reviewsText({ rating: 5, reviewCount: 1 })).toBe("5.0 (1 review)");
    expect(reviewsText({ rating: null, reviewCount: 0 })).toBe("");
  });
});
