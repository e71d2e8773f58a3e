import { plural } from "./format";

/**
 * The words of a company card, shared by the Astro card of the directory pages and the React
 * card of the featured section and the search results, so both read the same.
 */

/** "under 1 mi away", "12 mi away": how far a company is from the place searched for. */
export function distanceLabel(miles: number): string {
  return miles < 1 ? "under 1 mi away" : `${Math.round(miles)} mi away`;
}

/** "Austin, TX": the city with the state's abbreviation, or its name when there is none. */
export function placeLabel(company: { city: { name: string }; state: { name: string; abbreviation?: string | null } }): string {
  return `${company.city.name}, ${company.state.abbreviation || company.state.name}`;
}

/** "Rated 4.5 out of 5": what the stars say to a screen reader. */
export function ratingLabel(rating: number): string {
  return `Rated ${rating.toFixed(1)} out of 5`;
}

/** "4.5 (1,234 reviews)": the rating beside the stars; "" for a company without a rating. */
export function reviewsText(company: { rating: number | null; reviewCount: number }): string {
  if (company.rating === null) return "";
  return `${company.rating.toFixed(1)} (${plural(company.reviewCount, "review")})`;
}

/** What a card says when a company has no rating yet. */
export const NOT_RATED = "Not yet rated";
