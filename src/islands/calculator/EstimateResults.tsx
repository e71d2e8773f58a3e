import type { ReactNode, Ref } from "react";

interface Props {
  headingId: string;
  /** The heading the calculator focuses when it brings the estimate into view. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The range (EstimateSummary), or what to say instead while there is no estimate: announced politely when it changes. */
  status: ReactNode;
  /** The breakdown (EstimateBreakdown) once there is an estimate. */
  children?: ReactNode;
  quoteHref: string;
}

/**
 * The results panel: its heading, a live region with the range or the reason there is none yet,
 * the breakdown once there is an estimate (EstimateView.tsx, loaded with the cost model) and the
 * way on to real quotes.
 */
export function EstimateResults({ headingId, headingRef, status, children, quoteHref }: Props) {
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="estimate"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        Your estimate
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true" className="mt-2">
        {status}
      </div>
      {children}
      <p className="mt-6 flex flex-wrap items-center gap-3">
        <a className="rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700" href={quoteHref}>
          Get Free Quotes
        </a>
        <span className="text-sm text-slate-600">Real prices from movers who serve your route, free and with no obligation.</span>
      </p>
    </section>
  );
}
