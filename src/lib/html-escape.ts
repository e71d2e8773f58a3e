/**
 * HTML escaping for markup written as TypeScript strings (the company profile, the page head):
 * the same bytes Astro writes for `{expression}` text and `name={value}` attributes, so a page
 * rendered either way is identical.
 */

const TEXT_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "'": "&#39;", '"': "&quot;" };
const TEXT_SPECIALS = /[&<>'"]/g;

/** Text content: `&`, `<`, `>`, `'` and `"` as entities (what Astro's `{text}` writes). */
export function escapeText(value: string | number): string {
  return String(value).replace(TEXT_SPECIALS, (c) => TEXT_ENTITIES[c]);
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * An attribute value inside double quotes: `"` as `&#34;` and `&` as `&#38;`, as Astro writes
 * them. Astro leaves the `&` of an http(s) URL as it is (`?a=1&b=2`, which browsers read the
 * same); so does this, but it still escapes `"`, so no value can end the attribute.
 */
export function escapeAttr(value: string | number): string {
  const text = String(value);
  if (text.includes("&") && isHttpUrl(text)) return text.replace(/"/g, "&#34;");
  return text.replace(/&/g, "&#38;").replace(/"/g, "&#34;");
}

/** ` name="value"`; nothing for a missing value (null, undefined) and ` name` for "": how Astro writes `name={value}`. */
export function attr(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  return value === "" ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`;
}
