import { NOT_RATED, ratingLabel } from "../../lib/company-card";
import { starRating } from "../../lib/format";

/** Five stars for a rating, half stars included, named for screen readers; "Not yet rated" without one. */
export function Stars({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="text-sm text-slate-600">{NOT_RATED}</span>;
  const stars = starRating(rating);
  return (
    <span role="img" aria-label={ratingLabel(rating)} className="inline-flex text-base leading-none">
      <span aria-hidden="true" className="text-amber-500">
        {"★".repeat(stars.full)}
      </span>
      {stars.half && (
        <span
          aria-hidden="true"
          style={{
            background: "linear-gradient(90deg, #f59e0b 50%, #cbd5e1 50%)",
            WebkitBackgroundClip: "text",
            backgroundClip: "text",
            color: "transparent",
          }}
        >
          ★
        </span>
      )}
      <span aria-hidden="true" className="text-slate-300">
        {"★".repeat(stars.empty)}
      </span>
    </span>
  );
}
