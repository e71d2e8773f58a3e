/**
 * One rule for page titles: every page's own title, then " | Movers & Packers" (the suffix the
 * company page title fixes). The home page's title already names the site, so it goes as it is.
 */
export const TITLE_SUFFIX = "Movers & Packers";

/** The home page's title, word for word. */
export const HOME_TITLE = "Find Moving Companies Movers & Packers";

/**
 * The document title of a page: its own title (white space collapsed) and the suffix.
 * `pageTitle("Contact Us") === "Contact Us | Movers & Packers"`.
 */
export function pageTitle(title: string): string {
  const own = title.replace(/\s+/g, " ").trim();
  if (own === "") throw new Error("A page title cannot be empty");
  return `${own} | ${TITLE_SUFFIX}`;
}

/** True when a document title follows the rule: the home title, or a title with the suffix. */
export function followsTitleRule(documentTitle: string): boolean {
  return documentTitle === HOME_TITLE || /^\S.* \| Movers & Packers$/.test(documentTitle);
}
