/**
 * The move date as the lead payload wants it (spec 5.3): MM/DD/YYYY. An already formatted date
 * is kept; ISO `YYYY-MM-DD` (what a date input gives) is converted; anything unparseable becomes
 * "" and `onInvalid` is told (the island logs a warning).
 */
export function formatMoveDate(input: string, onInvalid: (value: string) => void = () => {}): string {
  const value = input.trim();
  if (value === "") return "";
  const us = value.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (us && isRealDate(Number(us[3]), Number(us[1]), Number(us[2]))) return value;
  const iso = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (iso && isRealDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))) return `${iso[2]}/${iso[3]}/${iso[1]}`;
  onInvalid(value);
  return "";
}

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** `YYYY-MM-DD` of an `MM/DD/YYYY` date, or "" when it is not one. */
export function isoFromUsDate(value: string): string {
  const us = value.trim().match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  return us && isRealDate(Number(us[3]), Number(us[1]), Number(us[2])) ? `${us[3]}-${us[1]}-${us[2]}` : "";
}

/**
 * The calendar day (`YYYY-MM-DD`) of `now` in a time zone; without one, in the zone of the
 * machine it runs on, which in the browser is the visitor's. The date step compares with this
 * day, so a visitor in Honolulu at 11 pm may still choose "today" even though it is tomorrow in UTC.
 */
export function calendarDay(now: Date = new Date(), timeZone?: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * The earliest move day the server accepts at `now`: yesterday in UTC. The server cannot know the
 * visitor's zone, and every inhabited zone's "today" is at most one day behind UTC's, so one day
 * of slack accepts every visitor's today while still refusing dates that are past everywhere.
 */
export function earliestServerMoveDay(now: Date = new Date()): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}
