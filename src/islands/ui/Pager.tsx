import { pageWindow } from "../../lib/pagination";

interface PagerProps {
  page: number;
  pageCount: number;
  /** The address of a page (the pager is links, so it works without JavaScript too). */
  hrefFor: (page: number) => string;
  /** The navigation's accessible name; two pagers on one page need different names. */
  label: string;
}

const LINK = "rounded-md border border-slate-300 px-3 py-1.5 hover:border-brand-600";

/** Previous, numbered pages with gaps (…), Next: the public pages' pager, as links. */
export function Pager({ page, pageCount, hrefFor, label }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        {page > 1 && (
          <li>
            <a className={LINK} href={hrefFor(Math.min(page - 1, pageCount))} rel="prev">
              Previous
            </a>
          </li>
        )}
        {pageWindow(Math.min(page, pageCount), pageCount).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their position.
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className="rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white">
                  <span className="sr-only">Page </span>
                  {p}
                </span>
              ) : (
                <a className={LINK} href={hrefFor(p)}>
                  <span className="sr-only">Page </span>
                  {p}
                </a>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a className={LINK} href={hrefFor(page + 1)} rel="next">
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
