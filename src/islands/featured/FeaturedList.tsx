import { useEffect, useRef, useState } from "react";
import { cardAnimationDelay, FEATURED_INITIAL_VISIBLE, type FeaturedCompany, groupFeatured, nextVisibleCount } from "../../lib/companies/featured";
import { CompanyCard } from "../ui/CompanyCard";

export interface FeaturedListProps {
  companies: FeaturedCompany[];
}

const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

/**
 * The loaded companies: featured listings first, each marked "Featured", then the batches'
 * other companies under their own heading ("More moving companies"), never marked. Only the
 * first six cards show at first, so the section stays a sensible length on a phone; "Show
 * more" adds twelve at a time and moves focus to the first new card's link.
 */
export default function FeaturedList({ companies }: FeaturedListProps) {
  const [visible, setVisible] = useState(FEATURED_INITIAL_VISIBLE);
  const focusIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { featured, others } = groupFeatured(companies, visible);
  const shown = featured.length + others.length;

  useEffect(() => {
    if (focusIndex.current === null) return;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>("article h3 a");
    links?.[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  const showMore = () => {
    focusIndex.current = shown;
    setVisible(nextVisibleCount(shown, companies.length));
  };

  return (
    <div ref={listRef} id="featured-list">
      {featured.length > 0 && (
        <ul className={GRID} aria-label="Featured listings">
          {featured.map((company, index) => (
            <li key={String(company.id)}>
              <CompanyCard company={company} variant="featured" animationDelayMs={cardAnimationDelay(index)} />
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <>
          <h3 className={`text-xl font-semibold ${featured.length > 0 ? "mt-8" : ""}`}>More moving companies</h3>
          <p className="mt-1 text-sm text-slate-600">From our directory; these are not paid featured listings.</p>
          <ul className={`mt-4 ${GRID}`} aria-label="More moving companies">
            {others.map((company, index) => (
              <li key={String(company.id)}>
                <CompanyCard company={company} variant="featured" animationDelayMs={cardAnimationDelay(index)} />
              </li>
            ))}
          </ul>
        </>
      )}
      {shown < companies.length && (
        <p className="mt-6 text-center">
          <button
            type="button"
            className="rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            aria-controls="featured-list"
            onClick={showMore}
          >
            Show more companies<span className="sr-only">, {Math.min(companies.length - shown, 12)} more</span>
          </button>
        </p>
      )}
    </div>
  );
}
