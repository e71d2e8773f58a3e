import { checksFailingFirst, QA_SUITE_LABELS, type QaCheck } from "../../../lib/admin/qa";
import { StatusBadge } from "../ui";

/** A run's checks, failing ones first, each with its suite, duration and failure detail. */
export function QaChecksTable({ checks, caption }: { checks: readonly QaCheck[]; caption: string }) {
  if (checks.length === 0) return <p className="text-sm text-slate-600">No checks were recorded for this run.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">Status</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Check</th>
            <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">Suite</th>
            <th scope="col" className="py-2 text-right font-semibold">Time</th>
          </tr>
        </thead>
        <tbody>
          {checksFailingFirst(checks).map((check) => (
            <tr key={`${check.suite}-${check.name}`} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3">
                <StatusBadge status={check.status} />
              </td>
              <td className="py-2 pr-3">
                <span className="font-medium text-slate-900">{check.name}</span>
                <span className="block text-xs text-slate-600 sm:hidden">{QA_SUITE_LABELS[check.suite]}</span>
                {check.detail && <span className={`mt-1 block break-words ${check.status === "failed" ? "text-red-800" : "text-slate-700"}`}>{check.detail}</span>}
              </td>
              <td className="hidden py-2 pr-3 text-slate-700 sm:table-cell">{QA_SUITE_LABELS[check.suite]}</td>
              <td className="py-2 text-right tabular-nums text-slate-700">{check.duration_ms.toLocaleString("en-US")} ms</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
