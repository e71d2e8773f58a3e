/**
 * Bayesian average rating: a company's rating pulled towards `priorMean` by `priorWeight`
 * virtual reviews, so 4.9 from 3 reviews does not outrank 4.7 from 400.
 * `bayesianRating(5, 1) < bayesianRating(4.8, 300)`.
 */
export function bayesianRating(rating: number | null, reviewCount: number, priorMean = 4.2, priorWeight = 20): number {
  if (rating === null || reviewCount <= 0) return priorMean * 0.98;
  return (rating * reviewCount + priorMean * priorWeight) / (reviewCount + priorWeight);
}

interface Rankable {
  name: string;
  rating: number | null;
  reviewCount: number;
}

/** Best first: by Bayesian rating, then review count, then name (stable and deterministic). */
export function compareByReputation(a: Rankable, b: Rankable): number {
  return (
    bayesianRating(b.rating, b.reviewCount) - bayesianRating(a.rating, a.reviewCount) || b.reviewCount - a.reviewCount || a.name.localeCompare(b.name)
  );
}
