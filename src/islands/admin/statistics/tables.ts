import { statusLabel } from "../../../lib/admin/lead-format";
import type { StatisticsResponse, TopStates } from "../../../lib/admin/statistics-api";
import { stateByAbbreviation } from "../../../lib/states";
import type { DataTable } from "./DataCard";

/** The rows of each statistic, shared by its table and its CSV download. */

const pct = (value: number | null) => (value === null ? null : `${value}%`);

export function funnelTable(s: StatisticsResponse): DataTable {
  return {
    header: ["Stage", "Sessions", "Drop-off", "Drop-off %", "Of step 1 %"],
    rows: s.funnel.map((f) => [f.label, f.sessions, f.drop_off, pct(f.drop_off_pct), pct(f.of_first_pct)]),
  };
}

export function leadsByDayTable(s: StatisticsResponse): DataTable {
  return { header: ["Day (UTC)", "Leads"], rows: s.leads_by_day.map((d) => [d.day, d.leads]) };
}

export function statusTable(s: StatisticsResponse): DataTable {
  return { header: ["Status", "Leads"], rows: s.leads_by_status.map((r) => [statusLabel(r.status), r.leads]) };
}

const stateName = (abbr: string) => (abbr === "" ? "Not given" : `${stateByAbbreviation(abbr)?.name ?? abbr} (${abbr})`);

export function statesTable(states: TopStates): DataTable {
  const rows: DataTable["rows"] = states.top.map((r) => [stateName(r.state), r.leads]);
  if (states.other > 0) rows.push(["Other states", states.other]);
  return { header: ["State", "Leads"], rows };
}

export function distanceTable(s: StatisticsResponse): DataTable {
  return {
    header: ["Move", "Leads"],
    rows: [
      ["Local", s.distance.local],
      ["Long distance", s.distance["long-distance"]],
      ["Not located", s.distance.unknown],
    ],
  };
}

export function moveSizeTable(s: StatisticsResponse): DataTable {
  return { header: ["Move size", "Leads"], rows: s.move_sizes.map((m) => [m.label, m.leads]) };
}

export function pipelineTable(s: StatisticsResponse): DataTable {
  return { header: ["Status reached", "Leads", "Of all leads %"], rows: s.pipeline.map((p) => [statusLabel(p.status), p.leads, pct(p.pct)]) };
}

export function moversTable(s: StatisticsResponse): DataTable {
  return { header: ["Mover", "Leads received", "Leads delivered"], rows: s.movers.map((m) => [m.name, m.received, m.delivered]) };
}
