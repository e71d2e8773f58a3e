import { FEATURED_SKELETON_CARDS } from "../../lib/companies/featured";

const SLOTS = Array.from({ length: FEATURED_SKELETON_CARDS }, (_, i) => `skeleton-${i + 1}`);

/** The loading skeleton: three grey card shapes (pulsing unless reduced motion is asked for). */
export default function FeaturedSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading featured companies…
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true" data-testid="featured-skeleton">
        {SLOTS.map((slot) => (
          <li key={slot} className="rounded-lg border border-slate-200 p-4 motion-safe:animate-pulse">
            <div className="flex gap-3">
              <div className="h-12 w-12 rounded-md bg-slate-200" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-3/4 rounded bg-slate-200" />
                <div className="h-3 w-1/2 rounded bg-slate-200" />
              </div>
            </div>
            <div className="mt-4 h-3 w-2/3 rounded bg-slate-200" />
            <div className="mt-6 h-8 w-24 rounded-md bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
