import cronstrue from "cronstrue";

/** Formatting for the Schedules page, in the admin's own time zone (the browser's). */

/** The browser's IANA time zone ("America/Chicago"), or UTC when it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Every time zone the browser knows, with UTC and `current` included, sorted. */
export function timeZoneOptions(current: string): string[] {
  const zones = new Set<string>(["UTC", current]);
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  if (supported) for (const zone of supported("timeZone")) zones.add(zone);
  return [...zones].filter(Boolean).sort();
}

/** "Mon, Nov 23, 2026, 3:00 AM CST": a run time in `zone` (the admin's by default). */
export function formatRunTime(iso: string, zone: string = browserTimeZone()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: zone,
    timeZoneName: "short",
  }).format(date);
}

/** "At 03:00 AM, Monday through Friday"; undefined when the expression cannot be described. */
export function cronInWords(cron: string): string | undefined {
  try {
    return cronstrue.toString(cron.trim(), { throwExceptionOnParseError: true, verbose: false });
  } catch {
    return undefined;
  }
}

/** "days: 30, fix: yes" (empty when there are none). */
export function paramsSummary(params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]) => `${k.replace(/_/g, " ")}: ${typeof v === "boolean" ? (v ? "yes" : "no") : String(v)}`)
    .join(", ");
}
