import "../zod-jitless";
import { useEffect, useState } from "react";
import { API_PATHS } from "../../client/endpoints";
import { apiRequest, withQuery } from "../../client/api";
import type { ApiCompany } from "../../lib/companies/api-shape";
import { serviceLabels } from "../../lib/companies/featured";
import { formatUsPhone, starRating, telHref } from "../../lib/format";
import { pageWindow } from "../../lib/pagination";
import { quoteForCompanyPath } from "../../lib/quote/quote-links";
import { companyCardPath, getQuotesPath, statesListPath } from "../../lib/routes";
import type { SearchResponse } from "../../lib/search/query";

/** The id of the page's search input, which the island fills with the query. */
export const SEARCH_INPUT_ID = "search-q";
const MAX_QUERY = 100;

type View =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "error"; query: string; message: string }
  | { status: "done"; data: SearchResponse };

/** `q` and `page` of the current URL, as the page was opened (a GET of the search form). */
function readLocation(): { query: string; page: number } {
  const params = new URL(window.location.href).searchParams;
  const page = Number(params.get("page"));
  return { query: (params.get("q") ?? "").trim().slice(0, MAX_QUERY), page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

const searchHref = (query: string, page: number) => withQuery("/search", { q: query, page: page > 1 ? page : undefined });

/**
 * The /search page's results (the site search target `/search?q={term}`): reads `q` and
 * `page` from the URL, asks `GET /api/search`, and shows directory cards (with the distance
 * for a ZIP search), pages, and help when nothing matches. The server render, and a visit
 * without JavaScript, shows only the status line.
 */
export default function SearchResults() {
  const [view, setView] = useState<View>({ status: "idle" });

  useEffect(() => {
    const { query, page } = readLocation();
    const input = document.getElementById(SEARCH_INPUT_ID) as HTMLInputElement | null;
    if (input && !input.value) input.value = query;
    if (!query) return;
    setView({ status: "loading", query });
    const controller = new AbortController();
    apiRequest<SearchResponse>(withQuery(API_PATHS.search, { q: query, page }), { signal: controller.signal })
      .then((data) => setView({ status: "done", data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setView({ status: "error", query, message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, []);

  return (
    <div className="mt-6" data-search-state={view.status} aria-busy={view.status === "loading"}>
      <p role="status" className="text-slate-700">
        <StatusText view={view} />
      </p>
      {view.status === "error" && (
        <p className="mt-2">
          <a className="font-semibold text-brand-700 underline" href={searchHref(view.query, 1)}>
            Try again
          </a>
        </p>
      )}
      {view.status === "done" && <Results data={view.data} />}
    </div>
  );
}

function StatusText({ view }: { view: View }) {
  switch (view.status) {
    case "idle":
      return <>Type a company name, a city, a state or a ZIP code.</>;
    case "loading":
      return <>Searching for “{view.query}”…</>;
    case "error":
      return <>Sorry, the search failed ({view.message}). Please try again.</>;
    case "done": {
      const { data } = view;
      if (data.total === 0) return <>No moving companies match "{data.query}".</>;
      const count = `${data.total.toLocaleString("en-US")} moving ${data.total === 1 ? "company matches" : "companies match"}`;
      const nearest = data.results.some((r) => r.distanceMiles !== undefined) && data.place;
      const where = data.place && data.kind !== "name" ? ` in ${data.place.label.replace(/ \d{5}$/, "")}` : "";
      return (
        <>
          {count} "{data.query}"{data.service ? `: movers offering ${data.service.name}${nearest ? "" : where}` : ""}
          {nearest ? `, nearest to ${data.place?.label} first` : ""}.
        </>
      );
    }
  }
}

function Results({ data }: { data: SearchResponse }) {
  const pageCount = Math.max(1, Math.ceil(data.total / data.perPage));
  const placeName = data.place?.label.replace(/ \d{5}$/, "");
  return (
    <>
      {data.place?.path && (
        <p className="mt-2">
          <a className="font-semibold text-brand-700 underline" href={data.place.path}>
            All movers in {placeName}
          </a>
        </p>
      )}
      {data.alsoPlace?.path && (
        <p className="mt-1">
          <a className="text-brand-700 underline" href={data.alsoPlace.path}>
            Looking for the whole state? All movers in {data.alsoPlace.label} state
          </a>
        </p>
      )}
      {data.total === 0 && <NoResults data={data} />}
      {data.total > 0 && data.results.length === 0 && (
        <p className="mt-4">
          There is no page {data.page}.{" "}
          <a className="underline" href={searchHref(data.query, 1)}>
            Back to the first page
          </a>
        </p>
      )}
      {data.results.length > 0 && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.results.map((r) => (
            <li key={r.company.id}>
              <ResultCard company={r.company} miles={r.distanceMiles} />
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && <Pager query={data.query} page={data.page} pageCount={pageCount} />}
    </>
  );
}

function NoResults({ data }: { data: SearchResponse }) {
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-5">
      <h2 className="text-lg font-semibold">Try another search</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {data.kind === "zip" && <li>Check the ZIP code: we could not find movers near {data.query}.</li>}
        <li>Search for a city ("Austin" or "Austin, TX"), a state, or a 5-digit ZIP code.</li>
        <li>Check the spelling of the company's name, or search for one word of it.</li>
      </ul>
      <p className="mt-4 flex flex-wrap gap-3">
        <a className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:border-brand-600" href={statesListPath()}>
          Browse movers by state
        </a>
        <a className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700" href={getQuotesPath()}>
          Get Free Quotes
        </a>
      </p>
    </div>
  );
}

function Stars({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="text-sm text-slate-600">Not yet rated</span>;
  const stars = starRating(rating);
  return (
    <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className="inline-flex text-base leading-none">
      <span aria-hidden="true" className="text-amber-500">
        {"★".repeat(stars.full)}
      </span>
      {stars.half && (
        <span
          aria-hidden="true"
          style={{ background: "linear-gradient(90deg, #f59e0b 50%, #cbd5e1 50%)", WebkitBackgroundClip: "text", backgroundClip: "text", color: "transparent" }}
        >
          ★
        </span>
      )}
      <span aria-hidden="true" className="text-slate-300">
        {"★".repeat(stars.empty)}
      </span>
    </span>
  );
}

/** "under 1 mi away", "12 mi away". */
export function distanceLabel(miles: number): string {
  return miles < 1 ? "under 1 mi away" : `${Math.round(miles)} mi away`;
}

/** A directory card (the look of components/directory/CompanyCard.astro), plus the distance. */
function ResultCard({ company, miles }: { company: ApiCompany; miles?: number }) {
  const tel = company.phone ? telHref(company.phone) : undefined;
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4">
      {company.isFeatured && <p className="mb-1 w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Featured</p>}
      <h2 className="text-lg font-semibold leading-snug">
        <a className="text-slate-900 hover:text-brand-700 hover:underline" href={companyCardPath(company)}>
          {company.name}
        </a>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {company.city.name}, {company.state.abbreviation}
        {miles !== undefined && <span data-distance={miles}> · {distanceLabel(miles)}</span>}
      </p>
      <p className="mt-2 flex items-center gap-2 text-sm">
        <Stars rating={company.rating} />
        {company.rating !== null && (
          <span className="text-slate-700">
            {company.rating.toFixed(1)} ({company.reviewCount.toLocaleString("en-US")} reviews)
          </span>
        )}
      </p>
      <ul className="mt-3 flex flex-wrap gap-1.5 text-xs" aria-label="Services">
        {serviceLabels(company).map((name) => (
          <li key={name} className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            {name}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-4 text-sm">
        {company.phone && tel && (
          <a className="whitespace-nowrap font-medium text-slate-800 hover:underline" href={tel}>
            {formatUsPhone(company.phone)}
          </a>
        )}
        <a className="ml-auto rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700" href={quoteForCompanyPath(company.slug)}>
          Get Quote<span className="sr-only"> from {company.name}</span>
        </a>
      </div>
    </article>
  );
}

function Pager({ query, page, pageCount }: { query: string; page: number; pageCount: number }) {
  const link = "rounded-md border border-slate-300 px-3 py-1.5 hover:border-brand-600";
  return (
    <nav aria-label="Search result pages" className="mt-8">
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        {page > 1 && (
          <li>
            <a className={link} href={searchHref(query, Math.min(page - 1, pageCount))} rel="prev">
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
                <a className={link} href={searchHref(query, p)}>
                  <span className="sr-only">Page </span>
                  {p}
                </a>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a className={link} href={searchHref(query, page + 1)} rel="next">
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
