/**
 * Calendar days. A day travels inside the app as ISO `YYYY-MM-DD` (what `<input type="date">`
 * gives and what the store filters on) and on the lead wire as `MM/DD/YYYY`. Arithmetic is done
 * in UTC so a day means the same thing on every machine.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WIRE_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY_MS = 86_400_000;

/** True when year, month (1-12) and day exist together: 2024-02-29 does, 2026-02-29 does not. */
export function isRealYmd(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** True for a day written YYYY-MM-DD that exists on the calendar. */
export function isRealDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  return m !== null && isRealYmd(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** `value` when it is a real YYYY-MM-DD day, else "" (missing and malformed input alike). */
export function parseDay(value: string | undefined): string {
  return value !== undefined && isRealDay(value) ? value : "";
}

/** `2026-03-10`: the UTC calendar day of an instant (front-matter dates are UTC midnight). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today's UTC day, YYYY-MM-DD. */
export function utcToday(now: Date = new Date()): string {
  return isoDate(now);
}

/** `day` (YYYY-MM-DD) moved by `n` days. */
export function addDays(day: string, n: number): string {
  return isoDate(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
}

/** The lead wire form `MM/DD/YYYY` of a real YYYY-MM-DD day, else "". */
export function toWireDate(iso: string): string {
  const m = ISO_DAY.exec(iso.trim());
  return m && isRealYmd(Number(m[1]), Number(m[2]), Number(m[3])) ? `${m[2]}/${m[3]}/${m[1]}` : "";
}

/** The YYYY-MM-DD day of a real `MM/DD/YYYY` date, else "". */
export function fromWireDate(wire: string): string {
  const m = WIRE_DAY.exec(wire.trim());
  return m && isRealYmd(Number(m[3]), Number(m[1]), Number(m[2])) ? `${m[3]}-${m[1]}-${m[2]}` : "";
}

/** "Dec 5, 2026" for a real YYYY-MM-DD day, else "". */
export function formatIsoDay(iso: string): string {
  const m = ISO_DAY.exec(iso.trim());
  if (!m || !isRealYmd(Number(m[1]), Number(m[2]), Number(m[3]))) return "";
  return `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`;
}
