import type { CostEstimate } from "../../lib/cost/estimate";
import { usd } from "../../lib/format";

/**
 * The estimate as the calculator shows it once there is one: the one-line peek under the route,
 * the range with what kind of move it is, and the breakdown with its assumptions. Loaded with
 * the cost model (calculator-parts.ts), as no estimate exists before the model does.
 */

/** The breakdown's columns and their classes; the working has its own column from `sm` up. */
const COLUMNS = [
  ["Item", "pr-3"],
  ["Low", "pr-3 text-right"],
  ["High", "pr-3 text-right"],
  ["How we got it", "hidden sm:table-cell"],
] as const;
const KIND = { local: "local move, priced by the hour", "long-distance": "long-distance move, priced by weight and distance" } as const;

/** The summary under the route, where the visitor is looking; its button brings the breakdown into view. */
export function EstimatePeek({ estimate }: { estimate: CostEstimate }) {
  return (
    <p className="-mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-brand-50 px-3 py-2 text-slate-900" data-testid="estimate-peek">
      <span>
        About{" "}
        <strong className="tabular-nums">
          {usd(estimate.low)} – {usd(estimate.high)}
        </strong>{" "}
        for {estimate.home.label}
      </span>
      <button type="submit" className="font-semibold text-brand-700 underline hover:text-brand-800">
        See the breakdown
      </button>
    </p>
  );
}

/** The range and the kind of move, for the results' live region. */
export function EstimateSummary({ estimate, route }: { estimate: CostEstimate; route: string }) {
  return (
    <>
      <p className="text-2xl font-bold tracking-tight text-brand-800 sm:text-3xl" data-testid="estimate-range">
        Estimated cost: {usd(estimate.low)} – {usd(estimate.high)}
      </p>
      <p className="mt-1 text-slate-700">
        A {KIND[estimate.kind]}: {estimate.home.label}, {route}, about {estimate.roadMiles.toLocaleString("en-US")} road miles.
      </p>
    </>
  );
}

/**
 * The breakdown table, the assumptions and what changes the price. On a phone the table keeps
 * three columns and shows each line's working under its name, so nothing scrolls sideways; on
 * wider screens the working has its own column.
 */
export function EstimateBreakdown({ estimate, headingId }: { estimate: CostEstimate; headingId: string }) {
  const captionId = `${headingId}-breakdown`;
  return (
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
