import type { QaRun } from "../../../lib/admin/qa";
import { formatDateTime, StatusBadge } from "../ui";

/** Earlier runs, newest first: when, verdict, counts, and a link to each run's job. */
export function QaRunHistory({ runs }: { runs: readonly QaRun[] }) {
  if (runs.length === 0) return <p className="text-sm text-slate-600">No earlier runs.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Earlier QA runs, newest first</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">Run</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Verdict</th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">Passed</th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">Failed</th>
            <th scope="col" className="hidden py-2 text-right font-semibold sm:table-cell">Skipped</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-normal">
                {run.job_id !== null ? (
                  <a href={`/admin/scripts/run/${run.job_id}`} className="font-medium text-brand-700 hover:underline">
                    #{run.id}
                  </a>
                ) : (
                  <span className="font-medium">#{run.id}</span>
                )}{" "}
                <span className="text-slate-600">{formatDateTime(run.started_at)}</span>
              </th>
              <td className="py-2 pr-3">
                <StatusBadge status={run.verdict ?? "running"} />
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{run.passed}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{run.failed}</td>
              <td className="hidden py-2 text-right tabular-nums sm:table-cell">{run.skipped}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
