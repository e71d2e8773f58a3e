import { NOT_RATED, ratingLabel } from "../../lib/company-card";
import { starRating } from "../../lib/format";
import { attr, escapeText } from "../../lib/html-escape";

/**
 * A company's rating as stars ("Not yet rated" without one), for the directory cards
 * (StarRating.astro) and the company profiles. Styles: `.stars` in styles/components.css (a city
 * page repeats this 50 times, so no scoped style).
 */
export function starRatingHtml(rating: number | null): string {
  if (rating === null) return `<span class="text-sm text-slate-500">${escapeText(NOT_RATED)}</span>`;
  const { full, half, empty } = starRating(rating);
  return (
    `<span role="img"${attr("aria-label", ratingLabel(rating))} class="stars">` +
    (full > 0 ? `<span aria-hidden="true">${"★".repeat(full)}</span>` : "") +
    (half ? `<span aria-hidden="true" class="half">★</span>` : "") +
    (empty > 0 ? `<span aria-hidden="true" class="off">${"★".repeat(empty)}</span>` : "") +
    "</span>"
  );
}
