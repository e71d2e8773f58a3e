import { attr, escapeText } from "../../lib/html-escape";
import { pagePath } from "../../lib/routes";

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  href: string;
}

/**
 * The breadcrumb trail: Home, then `items`; the last item is the current page (no link). Used by
 * Breadcrumbs.astro and by the company profiles, which are rendered as strings.
 */
export function breadcrumbsHtml(items: readonly Crumb[]): string {
  const trail = [{ name: "Home", href: pagePath("home") }, ...items];
  const last = trail.length - 1;
  const steps = trail.map(
    (item, i) =>
      `<li>${i > 0 ? '<span aria-hidden="true">›</span>' : ""}${
        i === last ? `<span aria-current="page">${escapeText(item.name)}</span>` : `<a${attr("href", item.href)}>${escapeText(item.name)}</a>`
      }</li>`,
  );
  return `<nav aria-label="Breadcrumb" class="crumbs"> <ol>${steps.join("")}</ol> </nav>`;
}
