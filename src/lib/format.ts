/** Display helpers shared by pages and islands. */

export interface StarRating {
  full: number;
  half: boolean;
  empty: number;
}

/**
 * Stars for a rating (spec 9): full stars are the integer part, a half star when the fraction
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
 * US phone display (spec 5.3): 10 digits → (AAA) BBB-CCCC; 11 digits starting with 1 likewise;
 * anything else is returned unchanged.
 */
export function formatUsPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (ten.length !== 10) return phone;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

/** `tel:` link target for a US number: `tel:+15125550123`; undefined when not 10/11 digits. */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return ten.length === 10 ? `tel:+1${ten}` : undefined;
}

/** "1 company" / "12 companies": a count with the right noun form and thousands separators. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : pluralForm}`;
}
