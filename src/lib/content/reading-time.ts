/**
 * Reading time and related-article ranking for the blog and guides. Pure functions: they work on
 * plain strings and `{ id, data: { tags, publishedAt } }` objects, so collection entries from
 * astro:content can be passed straight in and tests need no Astro runtime.
 */

/** Average adult silent-reading speed for web prose, in words per minute. */
export const WORDS_PER_MINUTE = 230;

/**
 * The words a reader actually reads in a Markdown document: front matter, fenced code blocks,
 * HTML tags, link and image URLs, reference-link definitions and bare URLs are removed; link text
 * and image alt text are kept. Markdown punctuation (`#`, `|`, `-`, `*`) does not count as a word.
 * `readableText("See [our guide](/guides/x).")` → `"See our guide."`.
 */
export function readableText(markdown: string): string {
  return (
    markdown
      .replace(/\r\n?/g, "\n")
      // Front matter at the very start: --- ... --- (YAML) or +++ ... +++ (TOML).
      .replace(/^(?:---|\+\+\+)[ \t]*\n[\s\S]*?\n(?:---|\+\+\+)[ \t]*(?:\n|$)/, "")
      // Fenced code blocks, ``` or ~~~, with any info string; an unclosed fence runs to the end.
      .replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]*\1[ \t]*$|(?![\s\S]))/gm, "")
      // HTML comments and tags.
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<\/?[a-zA-Z][^>\n]*>/g, " ")
      // Reference-link definitions: [id]: https://example.com "Title"
      .replace(/^[ \t]*\[[^\]\n]+\]:[ \t]*\S+.*$/gm, "")
      // Images and inline links: keep the alt/link text, drop the (url "title").
      .replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, "$1")
      // Reference links [text][id]: keep the text.
      .replace(/\[([^\]\n]+)\]\[[^\]\n]*\]/g, "$1")
      // Autolinks and bare URLs.
      .replace(/<(?:https?:\/\/|mailto:)[^>\s]*>/gi, " ")
      .replace(/\bhttps?:\/\/\S+/gi, " ")
  );
}

/** How many words `readableText` leaves: runs of non-space containing a letter or digit. */
export function countWords(markdown: string): number {
  return readableText(markdown)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Whole minutes to read a Markdown document at `wordsPerMinute` (230), rounded to the nearest
 * minute and never less than 1. `readingMinutes("word ".repeat(1150)) === 5`.
 */
export function readingMinutes(markdown: string | undefined, wordsPerMinute = WORDS_PER_MINUTE): number {
  const words = countWords(markdown ?? "");
  return Math.max(1, Math.round(words / wordsPerMinute));
}

/** What `relatedPosts` needs to know about an entry: a collection entry fits. */
export interface RelatableEntry {
  id: string;
  data: { tags: readonly string[]; publishedAt: Date };
}

/**
 * Up to `n` other entries for a "related articles" list: the current entry (by id) is left out;
 * the rest are ranked by how many tags they share with it (case-insensitive), then newest first,
 * then by id so the order is stable. Entries sharing no tag still fill the list.
 */
export function relatedPosts<T extends RelatableEntry>(current: RelatableEntry, all: readonly T[], n = 3): T[] {
  const tags = new Set(current.data.tags.map(normaliseTag));
  return all
    .filter((entry) => entry.id !== current.id)
    .map((entry) => ({ entry, shared: sharedTagCount(entry.data.tags, tags) }))
    .sort(
      (a, b) =>
        b.shared - a.shared || b.entry.data.publishedAt.getTime() - a.entry.data.publishedAt.getTime() || a.entry.id.localeCompare(b.entry.id),
    )
    .slice(0, Math.max(0, n))
    .map(({ entry }) => entry);
}

/** Comparator for newest-first lists: publishedAt descending, then id. */
export function byNewest(a: RelatableEntry, b: RelatableEntry): number {
  return b.data.publishedAt.getTime() - a.data.publishedAt.getTime() || a.id.localeCompare(b.id);
}

function normaliseTag(tag: string): string {
  return tag.trim().toLowerCase();
}

/** How many distinct tags of `entryTags` are also in `tags`. */
function sharedTagCount(entryTags: readonly string[], tags: ReadonlySet<string>): number {
  return [...new Set(entryTags.map(normaliseTag))].filter((t) => tags.has(t)).length;
}

/**
 * A front-matter date for display, read as a calendar date in UTC so it never shifts a day:
 * `formatArticleDate(new Date("2026-03-10")) === "March 10, 2026"`.
 */
export function formatArticleDate(date: Date): string {
  return date.toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
}

/**
 * Makes GFM task lists in rendered Markdown accessible. `- [ ] Text` renders as a disabled
 * checkbox with no label (an axe "label" violation); this wraps the checkbox and its text in a
 * `<label>`, so the item is announced as "Text, checkbox, not checked". Items whose text holds
 * links or nested lists (which must not sit inside a label) get `aria-hidden` on the checkbox
 * instead, leaving the text as a plain list item. Other HTML is returned unchanged.
 */
export function labelTaskListItems(html: string): string {
  return html.replace(
    /<li class="task-list-item">(\s*)<input type="checkbox"([^>]*)>([\s\S]*?)<\/li>/g,
    (match, space: string, attributes: string, rest: string) =>
      /<(?:a|ul|ol|li|p|label|input|button|select|textarea)\b/i.test(rest)
        ? match.replace('<input type="checkbox"', '<input type="checkbox" aria-hidden="true"')
        : `<li class="task-list-item">${space}<label><input type="checkbox"${attributes}>${rest}</label></li>`,
  );
}

/**
 * A heading's anchor id that is also valid under strict validators (which want ids to start with
 * a letter): `"8-weeks-before"` → `"section-8-weeks-before"`; `"costs"` stays `"costs"`.
 */
export function headingAnchor(slug: string): string {
  return /^[a-z]/i.test(slug) ? slug : `section-${slug}`;
}

/** Rewrites the ids of rendered Markdown headings with `headingAnchor`, so links built with it match. */
export function anchorHeadingIds(html: string): string {
  return html.replace(
    /<(h[1-6])([^>]*?) id="([^"]*)"/g,
    (_match, tag: string, before: string, id: string) => `<${tag}${before} id="${headingAnchor(id)}"`,
  );
}
