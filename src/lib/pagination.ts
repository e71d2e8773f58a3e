/** Companies per page of the company directory (/moving-companies/page/N). */
export const DIRECTORY_PAGE_SIZE = 200;

/**
 * Which page numbers a pager shows: the first, the last, and two either side of the current
 * page, with `null` for each gap. `pageWindow(7, 20) → [1, null, 5, 6, 7, 8, 9, null, 20]`.
 */
export function pageWindow(page: number, pageCount: number, spread = 2): Array<number | null> {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - spread; p <= page + spread; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Movers per page of a city directory (/moving-companies/{state}/{city}/page/N). */
export const CITY_PAGE_SIZE = 50;

/** How many pages `count` items fill at `size` a page (at least one, so an empty list has a page). */
export function pageCountOf(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The items of 1-based page `page`. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}
