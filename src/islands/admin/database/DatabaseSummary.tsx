import { type DatabaseOverview, formatBytes } from "../../../lib/admin/database";
import { Panel } from "../ui";

/** Engine, location, schema version and size, then every table with its rows and size. */
export function DatabaseSummary({ info }: { info: DatabaseOverview }) {
  const { schemaVersion } = info;
  return (
    <Panel title="Summary">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">Engine</dt>
          <dd className="text-slate-900">{info.engine === "sqlite" ? "SQLite" : "Postgres"}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Size</dt>
          <dd className="text-slate-900">{formatBytes(info.sizeBytes)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Schema version</dt>
          <dd className="text-slate-900">
            <span className="font-mono break-all">{schemaVersion.latest ?? "none"}</span> ({schemaVersion.applied} migrations)
            {schemaVersion.pending.length > 0 && (
              <span className="block text-red-800">Not applied yet: {schemaVersion.pending.join(", ")}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Location</dt>
          <dd className="font-mono break-all text-slate-900">{info.location}</dd>
        </div>
      </dl>
    </Panel>
  );
}

export function TablesPanel({ info }: { info: DatabaseOverview }) {
  const num = (n: number) => n.toLocaleString("en-US");
  return (
    <Panel title="Tables">
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="pb-2 text-left text-slate-600">
            {info.tables.length} tables of the run-time store, with rows and size (indexes included)
          </caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Table
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Rows
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Size
              </th>
            </tr>
          </thead>
          <tbody>
            {info.tables.map((table) => (
              <tr key={table.name} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-4 font-mono font-normal break-all">
                  {table.name}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{num(table.rows)}</td>
                <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatBytes(table.bytes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
