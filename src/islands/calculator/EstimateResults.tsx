import type { Ref } from "react";
import type { CostEstimate } from "../../lib/cost/estimate";
import { usd } from "../../lib/format";

interface Props {
  headingId: string;
  /** The heading the calculator focuses when it brings the estimate into view. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The estimate, or null while the route is incomplete or invalid. */
  estimate: CostEstimate | null;
  /** What to say instead of a range when there is no estimate. */
  message: string;
  /** "Austin, TX to Dallas, TX" once both places are known. */
  route: string;
  quoteHref: string;
}

/** The breakdown's columns and their classes; the working has its own column from `sm` up. */
const COLUMNS = [
  ["Item", "pr-3"],
  ["Low", "pr-3 text-right"],
  ["High", "pr-3 text-right"],
  ["How we got it", "hidden sm:table-cell"],
] as const;
const KIND = { local: "local move, priced by the hour", "long-distance": "long-distance move, priced by weight and distance" } as const;

/**
 * The range (announced politely when it changes), the breakdown table, the assumptions and what
 * changes the price. On a phone the table keeps three columns and shows each line's working under
 * its name, so nothing scrolls sideways; on wider screens the working has its own column.
 */
export function EstimateResults({ headingId, headingRef, estimate, message, route, quoteHref }: Props) {
  const summary = estimate ? `Estimated cost: ${usd(estimate.low)} – ${usd(estimate.high)}` : message;
  const captionId = `${headingId}-breakdown`;
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
        <p className={estimate ? "text-2xl font-bold tracking-tight text-brand-800 sm:text-3xl" : "text-slate-700"} data-testid="estimate-range">
          {summary}
        </p>
        {estimate && (
          <p className="mt-1 text-slate-700">
            A {KIND[estimate.kind]}: {estimate.home.label}, {route}, about {estimate.roadMiles.toLocaleString("en-US")} road miles.
          </p>
        )}
      </div>

      {estimate && (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that can scroll sideways must be keyboard scrollable (axe scrollable-region-focusable). */}
          <section className="mt-6 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600" aria-labelledby={captionId} tabIndex={0}>
            <table className="w-full border-collapse text-left text-sm sm:min-w-[36rem]">
              <caption id={captionId} className="mb-2 text-left font-semibold text-slate-900">
                Cost breakdown, line by line
              </caption>
              <thead>
                <tr className="border-b border-slate-300 text-slate-700">
                  {COLUMNS.map(([name, align]) => (
                    <th key={name} scope="col" className={`py-2 font-semibold ${align}`}>
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {estimate.lines.map((l) => (
                  <CostRow key={l.label} {...l} />
                ))}
              </tbody>
              <tfoot>
                <CostRow label="Total" low={estimate.low} high={estimate.high} total />
              </tfoot>
            </table>
          </section>

          <NoteList title="Assumptions" items={estimate.assumptions} />
          <NoteList title="What changes the price" items={estimate.notes} />
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

/** One line of the breakdown (or the total): on a phone the working shows under the label. */
function CostRow({
  label,
  low,
  high,
  assumption,
  total = false,
}: {
  label: string;
  low: number;
  high: number;
  assumption?: string;
  total?: boolean;
}) {
  return (
    <tr className={total ? "font-semibold text-slate-900" : "border-b border-slate-200 align-top"}>
      <th scope="row" className={total ? "py-2 pr-3" : "py-2 pr-3 font-medium text-slate-900"}>
        {label}
        {assumption && <span className="mt-1 block font-normal break-words text-slate-700 sm:hidden">{assumption}</span>}
      </th>
      <td className="py-2 pr-3 text-right tabular-nums">{usd(low)}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{usd(high)}</td>
      <td className="hidden py-2 text-slate-700 sm:table-cell">{assumption}</td>
    </tr>
  );
}

function NoteList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <>
      <h3 className="mt-6 font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
