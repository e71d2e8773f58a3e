import { addDays, fromWireDate, toWireDate, utcToday } from "../dates";

/**
 * The move date as the lead and match requests send it: MM/DD/YYYY. The wizard holds an ISO
 * `YYYY-MM-DD` (what a date input gives), which is converted; an already formatted date is kept;
 * anything unparseable becomes "" and `onInvalid` is told (the island logs a warning).
 */
export function wireMoveDate(input: string, onInvalid: (value: string) => void = () => {}): string {
  const value = input.trim();
  if (value === "" || fromWireDate(value) !== "") return value;
  const wire = toWireDate(value);
  if (wire === "") onInvalid(value);
  return wire;
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
  return addDays(utcToday(now), -1);
}
