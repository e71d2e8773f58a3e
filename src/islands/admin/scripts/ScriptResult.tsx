import type { ReactNode } from "react";

/**
 * A run's result summary (any JSON a script recorded) shown readably: numbers and words as a
 * definition list, counts by kind as small tables, lists of records (duplicate groups, location
 * problems) as tables whose nested lists read as names.
 */

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const isScalar = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);

/** "companiesChecked" → "Companies checked", "quote_sessions" → "Quote sessions". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function scalarText(v: unknown): string {
  if (v === null || v === undefined) return "—";
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "number") return v.toLocaleString("en-US");
  return String(v);
}

function cell(v: unknown): ReactNode {
  if (isScalar(v)) return scalarText(v);
  if (Array.isArray(v)) {
    return (
      <ul className="space-y-0.5">
        {v.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static, read-only list
          <li key={i}>
            {isRecord(item)
              ? [item.name ?? item.title ?? "", item.id !== undefined ? `#${item.id}` : ""].filter(Boolean).join(" ")
              : scalarText(item)}
          </li>
        ))}
      </ul>
    );
  }
  return JSON.stringify(v);
}

function RecordsTable({ label, rows }: { label: string; rows: Record<string, unknown>[] }) {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard scrollable (axe scrollable-region-focusable).
    <section aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">
          {label} ({rows.length})
        </caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-2 py-1 font-medium">
                {humanise(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 align-top">
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static, read-only table
            <tr key={i}>
              {columns.map((c) => (
                <td key={c} className="px-2 py-1">
                  {cell(row[c])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ScriptResult({ result }: { result: unknown }) {
  if (!isRecord(result)) return <pre className="text-sm">{JSON.stringify(result, null, 2)}</pre>;
  const entries = Object.entries(result);
  const scalars = entries.filter(([, v]) => isScalar(v));
  const counts = entries.filter(([, v]) => isRecord(v) && Object.values(v).every(isScalar)) as [string, Record<string, unknown>][];
  const lists = entries.filter(([, v]) => Array.isArray(v)) as [string, unknown[]][];
  return (
    <div className="space-y-5">
      {scalars.length > 0 && (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {scalars.map(([k, v]) => (
            <div key={k}>
              <dt className="font-medium text-slate-600">{humanise(k)}</dt>
              <dd className="text-slate-900">{scalarText(v)}</dd>
            </div>
          ))}
        </dl>
      )}
      {counts.map(([k, v]) => (
        <div key={k}>
          <h3 className="mb-1 text-sm font-semibold text-slate-900">{humanise(k)}</h3>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {Object.entries(v).map(([name, n]) => (
              <div key={name} className="flex gap-2">
                <dt className="text-slate-600">{humanise(name)}</dt>
                <dd className="font-semibold text-slate-900">{scalarText(n)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      {lists.map(([k, v]) =>
        v.length === 0 ? (
          <p key={k} className="text-sm text-slate-700">
            {humanise(k)}: none
          </p>
        ) : v.every(isRecord) ? (
          <RecordsTable key={k} label={humanise(k)} rows={v as Record<string, unknown>[]} />
        ) : (
          <p key={k} className="text-sm">
            {humanise(k)}: {v.map(scalarText).join(", ")}
          </p>
        ),
      )}
    </div>
  );
}
