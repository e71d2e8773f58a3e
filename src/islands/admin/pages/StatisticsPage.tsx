import { type ReactNode, useCallback } from "react";
import { withQuery } from "../../../client/api";
import {
  DEFAULT_RANGE_DAYS,
  lastDays,
  MAX_RANGE_DAYS,
  rangeLength,
  STATISTICS_API_PATH,
  type StatisticsRange,
  type StatisticsResponse,
} from "../../../lib/admin/statistics-api";
import { parseDay } from "../../../lib/dates";
import { useAdminQuery } from "../admin-data";
import { BarChart } from "../statistics/BarChart";
import { DataCard, type DataTable } from "../statistics/DataCard";
import { RangePicker } from "../statistics/RangePicker";
import {
  distanceTable,
  funnelTable,
  leadsByDayTable,
  moversTable,
  moveSizeTable,
  pipelineTable,
  statesTable,
  statusTable,
} from "../statistics/tables";
import { ErrorPanel, Panel, Spinner } from "../ui";
import { replaceUrlQuery, useLastDefined, useUrlQuery } from "../url-query";

/**
 * /admin/statistics: the quote-form funnel, leads and movers over a range of UTC days (presets
 * or custom, kept in the URL). Every chart has its table and a CSV download; test traffic is
 * left out by the API.
 */

const n = (value: number) => value.toLocaleString("en-US");

function rangeError(range: StatisticsRange): string | undefined {
  if (range.from > range.to) return "Choose a start day on or before the end day.";
  if (rangeLength(range.from, range.to) > MAX_RANGE_DAYS) return `Choose at most ${MAX_RANGE_DAYS} days.`;
  return undefined;
}

function Tile({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      <p className="mt-1 text-sm text-slate-600">{detail}</p>
    </div>
  );
}

function Summary({ s }: { s: StatisticsResponse }) {
  const started = s.funnel[0].sessions;
  const submitted = s.funnel.find((f) => f.step === "submitted")?.sessions ?? 0;
  const converted = s.pipeline.find((p) => p.status === "converted");
  const located = s.distance.local + s.distance["long-distance"];
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Tile label="Quote forms opened" value={n(started)} detail={`${n(submitted)} submitted`} />
      <Tile label="Form completion" value={started === 0 ? "—" : `${Math.round((submitted / started) * 1000) / 10}%`} detail="Submitted of opened" />
      <Tile label="Leads" value={n(s.leads_total)} detail={`${n(converted?.leads ?? 0)} converted`} />
      <Tile
        label="Long distance"
        value={located === 0 ? "—" : `${Math.round((s.distance["long-distance"] / located) * 100)}%`}
        detail={`${n(s.distance.local)} local moves`}
      />
    </div>
  );
}

/** The lead breakdowns shown side by side: each a table (no chart), empty when no lead came in. */
const LEAD_BREAKDOWNS: { title: string; note?: string; table: (s: StatisticsResponse) => DataTable }[] = [
  { title: "Leads by status", table: statusTable },
  {
    title: "Pipeline conversion",
    note: "Leads that reached each status (now or earlier), from new to converted; lost counts the leads lost now.",
    table: pipelineTable,
  },
  { title: "Origin states", table: (s) => statesTable(s.origin_states) },
  { title: "Destination states", table: (s) => statesTable(s.destination_states) },
  {
    title: "Local or long distance",
    note: "Long distance: across a state line or over 50 miles, the rule the mover matching uses.",
    table: distanceTable,
  },
  { title: "Move sizes", table: moveSizeTable },
];

function Statistics({ s }: { s: StatisticsResponse }) {
  const range = s.range;
  const noLeads = s.leads_total === 0 ? "No leads came in during these days." : undefined;
  return (
    <div className="space-y-4">
      <Summary s={s} />
      <DataCard
        title="Quote form funnel"
        note="Sessions that reached each step of the quote form. A step counts only the sessions that logged it; drop-off is against the step before."
        range={range}
        table={funnelTable(s)}
        empty={s.funnel.every((f) => f.sessions === 0) ? "Nobody opened the quote form during these days." : undefined}
        chart={
          <BarChart
            label="Sessions per funnel stage"
            labels={s.funnel.map((f) => (f.step === "submitted" ? "Sent" : `Step ${f.step}`))}
            values={s.funnel.map((f) => f.sessions)}
          />
        }
      />
      {s.submission_errors > 0 && <p className="text-sm text-slate-700">{n(s.submission_errors)} sessions saw a submission fail at least once.</p>}
      <DataCard
        title="Leads per day"
        note="Quote requests stored per UTC day."
        range={range}
        table={leadsByDayTable(s)}
        empty={noLeads}
        chart={
          <BarChart
            label="Leads per day"
            labels={s.leads_by_day.map((d) => d.day.slice(5))}
            values={s.leads_by_day.map((d) => d.leads)}
            color="#047857"
          />
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        {LEAD_BREAKDOWNS.map((b) => (
          <DataCard key={b.title} title={b.title} note={b.note} range={range} table={b.table(s)} empty={noLeads} />
        ))}
      </div>
      <DataCard
        title="Movers by leads"
        note="The 20 movers chosen most often; delivered counts leads whose email or webhook reached the mover."
        range={range}
        table={moversTable(s)}
        empty={s.movers.length === 0 ? "No visitor chose a mover during these days." : undefined}
      />
    </div>
  );
}

export default function StatisticsPage() {
  const search = useUrlQuery();
  const fallback = lastDays(DEFAULT_RANGE_DAYS);
  const range = { from: parseDay(search.from) || fallback.from, to: parseDay(search.to) || fallback.to };
  const error = rangeError(range);
  const { data, error: loadError, loading, reload } = useAdminQuery<StatisticsResponse>(error ? null : withQuery(STATISTICS_API_PATH, range));
  const shown = useLastDefined(data);
  const setRange = useCallback((next: StatisticsRange) => replaceUrlQuery(next), []);

  let body: ReactNode;
  if (error) body = null;
  else if (loadError && !loading) body = <ErrorPanel error={loadError} onRetry={reload} />;
  else if (!shown) body = <Spinner label="Loading statistics…" />;
  else
    body = (
      <div aria-busy={loading || undefined} className={loading ? "opacity-60 transition-opacity" : undefined}>
        <Statistics s={shown} />
      </div>
    );

  return (
    <div className="space-y-4">
      <Panel>
        <RangePicker range={range} error={error} onChange={setRange} />
        <p className="mt-3 text-sm text-slate-600">
          {shown && !error ? `${shown.range.from} to ${shown.range.to} (${shown.range.days} UTC days). ` : ""}Test traffic from the QA suite is left
          out.
        </p>
      </Panel>
      {body}
    </div>
  );
}
