/**
 * Turns a name into a URL slug: lowercase ASCII, words joined by single hyphens.
 * Accents are folded ("Cañon City" → "canon-city") and apostrophes dropped ("O'Fallon" → "ofallon").
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** True when `value` is already a well-formed slug (what `slugify` would produce). */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
