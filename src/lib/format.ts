/** Display helpers shared by pages and islands. */

export interface StarRating {
  full: number;
  half: boolean;
  empty: number;
}

/**
 * Stars for a rating: full stars are the integer part, a half star when the fraction
 * is at least .5, the rest empty, out of `max` (5). Out-of-range input is clamped.
 * `starRating(3.5) → { full: 3, half: true, empty: 1 }`.
 */
export function starRating(rating: number, max = 5): StarRating {
  const value = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), max) : 0;
  const full = Math.floor(value);
  const half = full < max && value - full >= 0.5;
  return { full, half, empty: max - full - (half ? 1 : 0) };
}

/**
 * The digits of a North American number with a leading country code 1 dropped when 11 digits
 * start with it: "+1 (312) 555-0142" → "3125550142". Other input is returned as its digits, so
 * a length check tells a 10-digit number from anything else.
 */
export function usPhoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** The 10 digits of a US number (see `usPhoneDigits`), or "" when it is not one. */
export function tenDigitPhone(phone: string | null | undefined): string {
  const ten = usPhoneDigits(phone ?? "");
  return ten.length === 10 ? ten : "";
}

/** US phone display: a 10-digit number (optionally +1) → (AAA) BBB-CCCC; anything else unchanged. */
export function formatUsPhone(phone: string): string {
  const ten = tenDigitPhone(phone);
  return ten ? `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}` : phone;
}

/** `(800) 555-0199` → `+1-800-555-0199` (schema.org's telephone form); other shapes unchanged. */
export function internationalUsPhone(phone: string): string {
  const ten = tenDigitPhone(phone);
  return ten ? `+1-${ten.slice(0, 3)}-${ten.slice(3, 6)}-${ten.slice(6)}` : phone;
}

/** `tel:` link target for a US number: `tel:+15125550123`; undefined when not a 10-digit number. */
export function telHref(phone: string): string | undefined {
  const ten = tenDigitPhone(phone);
  return ten ? `tel:+1${ten}` : undefined;
}

/** Whole US dollars with thousands separators: `usd(1234.5)` → "$1,235". */
export function usd(amount: number): string {
  return `$${Math.round(amount).toLocaleString("en-US")}`;
}

/** Dollars and cents, for rates: `usdCents(0.6)` → "$0.60". */
export function usdCents(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** "1 company" / "12 companies": a count with the right noun form and thousands separators. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : pluralForm}`;
}
