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
