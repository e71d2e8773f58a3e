import type { UploadReport } from "../../../lib/admin/uploads";

/** The row lists of an upload report: rows to add, rows to update (with changed columns), problems. */

const TH = "py-2 pr-4 font-semibold";
const TD = "py-2 pr-4 align-top";

function Table({ caption, head, children }: { caption: string; head: string[]; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left text-base font-semibold text-slate-900">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className={TH}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const more = (shown: number, total: number) =>
  total > shown ? <p className="mt-2 text-sm text-slate-600">Showing the first {shown.toLocaleString("en-US")} of {total.toLocaleString("en-US")}.</p> : null;

export function InvalidRows({ report }: { report: UploadReport }) {
  if (report.invalid.length === 0) return null;
  return (
    <div>
      <Table caption={`Problems (${report.invalid.length.toLocaleString("en-US")}${report.truncated && report.invalid.length >= 1000 ? "+" : ""})`} head={["Row", "Column", "Reason"]}>
        {report.invalid.map((e) => (
          <tr key={`${e.row}-${e.column}-${e.message}`} className="border-b border-slate-100">
            <td className={`${TD} tabular-nums`}>{e.row === 0 ? "File" : e.row === 1 ? "Header" : e.row}</td>
            <td className={`${TD} font-mono`}>{e.column}</td>
            <td className={TD}>{e.message}</td>
          </tr>
        ))}
      </Table>
      <p className="mt-2 text-sm text-slate-600">Rows with problems are skipped by the import. Fix them in the spreadsheet and upload them again later.</p>
    </div>
  );
}

export function AddedRows({ report }: { report: UploadReport }) {
  if (report.add.length === 0) return null;
  return (
    <div>
      <Table caption={`New companies (${report.counts.add.toLocaleString("en-US")})`} head={["Row", "Name", "City", "Slug"]}>
        {report.add.map((r) => (
          <tr key={r.row} className="border-b border-slate-100">
            <td className={`${TD} tabular-nums`}>{r.row}</td>
            <td className={TD}>{r.name}</td>
            <td className={TD}>
              {r.city}, {r.state}
            </td>
            <td className={`${TD} font-mono text-xs`}>{r.slug}</td>
          </tr>
        ))}
      </Table>
      {more(report.add.length, report.counts.add)}
    </div>
  );
}

export function UpdatedRows({ report }: { report: UploadReport }) {
  if (report.update.length === 0) return null;
  return (
    <div>
      <Table caption={`Updated companies (${report.counts.update.toLocaleString("en-US")})`} head={["Row", "Name", "City", "Changes"]}>
        {report.update.map((r) => (
          <tr key={r.row} className="border-b border-slate-100">
            <td className={`${TD} tabular-nums`}>{r.row}</td>
            <td className={TD}>
              <a href={`/company/${r.slug}`} target="_blank" rel="noopener" className="text-brand-700 hover:underline">
                {r.name}
              </a>
            </td>
            <td className={TD}>
              {r.city}, {r.state}
            </td>
            <td className={`${TD} font-mono text-xs`}>{r.changedColumns.join(", ")}</td>
          </tr>
        ))}
      </Table>
      {more(report.update.length, report.counts.update)}
    </div>
  );
}
