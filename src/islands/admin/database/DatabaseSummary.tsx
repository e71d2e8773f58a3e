import { type DatabaseOverview, formatBytes } from "../../../lib/admin/database-api";
import { type Column, DataTable, DefinitionList, Panel } from "../ui";

/** Engine, location, schema version and size, then every table with its rows and size. */
export function DatabaseSummary({ info }: { info: DatabaseOverview }) {
  const { schemaVersion } = info;
  return (
    <Panel title="Summary">
      <DefinitionList
        layout="columns"
        items={[
          ["Engine", info.engine === "sqlite" ? "SQLite" : "Postgres"],
          ["Size", formatBytes(info.sizeBytes)],
          [
            "Schema version",
            <>
              <span className="font-mono break-all">{schemaVersion.latest ?? "none"}</span> ({schemaVersion.applied} migrations)
              {schemaVersion.pending.length > 0 && <span className="block text-red-800">Not applied yet: {schemaVersion.pending.join(", ")}</span>}
            </>,
          ],
          [
            "Location",
            <span key="location" className="font-mono break-all">
              {info.location}
            </span>,
          ],
        ]}
      />
    </Panel>
  );
}

const TABLE_COLUMNS: Column<DatabaseOverview["tables"][number]>[] = [
  { header: "Table", rowHeader: true, cellClassName: "font-mono break-all", cell: (table) => table.name },
  { header: "Rows", className: "text-right", cellClassName: "tabular-nums", cell: (table) => table.rows.toLocaleString("en-US") },
  { header: "Size", className: "text-right", cellClassName: "whitespace-nowrap tabular-nums", cell: (table) => formatBytes(table.bytes) },
];

export function TablesPanel({ info }: { info: DatabaseOverview }) {
  return (
    <Panel title="Tables">
      <DataTable
        caption={`${info.tables.length} tables of the run-time store, with rows and size (indexes included)`}
        captionStyle="note"
        columns={TABLE_COLUMNS}
        rows={info.tables}
        rowKey={(table) => table.name}
      />
    </Panel>
  );
}
