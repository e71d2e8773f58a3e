import type { CostEstimate } from "../../lib/cost/estimate";

interface Props {
  headingId: string;
  /** The estimate, or null while the route is incomplete or invalid. */
  estimate: CostEstimate | null;
  /** What to say instead of a range when there is no estimate. */
  message: string;
  /** "Austin, TX to Dallas, TX" once both places are known. */
  route: string;
  quoteHref: string;
}

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
const KIND = { local: "local move, priced by the hour", "long-distance": "long-distance move, priced by weight and distance" } as const;

/** The range (announced politely when it changes), the breakdown table, the assumptions and what changes the price. */
export function EstimateResults({ headingId, estimate, message, route, quoteHref }: Props) {
  const summary = estimate ? `Estimated cost: ${usd(estimate.low)} – ${usd(estimate.high)}` : message;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Your estimate
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true" className="mt-2">
        <p className={estimate ? "text-3xl font-bold tracking-tight text-brand-800" : "text-slate-700"} data-testid="estimate-range">
          {summary}
        </p>
        {estimate && (
          <p className="mt-1 text-slate-700">
            A {KIND[estimate.kind]}: {estimate.home.label.toLowerCase()}, {route}, about {estimate.roadMiles.toLocaleString("en-US")} road miles.
          </p>
        )}
      </div>

      {estimate && (
        <>
          <div className="mt-6 overflow-x-auto">
            <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
              <caption className="mb-2 text-left font-semibold text-slate-900">Cost breakdown, line by line</caption>
              <thead>
                <tr className="border-b border-slate-300 text-slate-700">
                  <th scope="col" className="py-2 pr-3 font-semibold">Item</th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">Low</th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">High</th>
                  <th scope="col" className="py-2 font-semibold">How we got it</th>
                </tr>
              </thead>
              <tbody>
                {estimate.lines.map((l) => (
                  <tr key={l.label} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-2 pr-3 font-medium text-slate-900">{l.label}</th>
                    <td className="py-2 pr-3 text-right tabular-nums">{usd(l.low)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{usd(l.high)}</td>
                    <td className="py-2 text-slate-700">{l.assumption}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold text-slate-900">
                  <th scope="row" className="py-2 pr-3">Total</th>
                  <td className="py-2 pr-3 text-right tabular-nums">{usd(estimate.low)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{usd(estimate.high)}</td>
                  <td className="py-2" />
                </tr>
              </tfoot>
            </table>
          </div>

          <h3 className="mt-6 font-semibold text-slate-900">Assumptions</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {estimate.assumptions.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>

          <h3 className="mt-6 font-semibold text-slate-900">What changes the price</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {estimate.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </>
      )}

      <p className="mt-6 flex flex-wrap items-center gap-3">
        <a className="rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700" href={quoteHref}>
          Get Free Quotes
        </a>
        <span className="text-sm text-slate-600">Real prices from movers who serve your route, free and with no obligation.</span>
      </p>
    </section>
  );
}
