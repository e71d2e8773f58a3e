import "../zod-jitless";
import { useEffect, useState } from "react";
import { apiRequest, withQuery } from "../../client/api";
import { plural } from "../../lib/format";
import { getQuotesPath, statesListPath } from "../../lib/routes";
import type { SearchResponse } from "../../lib/search/search-api";
import { SITE_API_PATHS } from "../../lib/site-endpoints";
import { CompanyCard } from "../ui/CompanyCard";
import { Pager } from "../ui/Pager";

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
    apiRequest<SearchResponse>(withQuery(SITE_API_PATHS.search, { q: query, page }), { signal: controller.signal })
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
      const count = plural(data.total, "moving company matches", "moving companies match");
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
              <CompanyCard company={r.company} variant="directory" heading="h2" miles={r.distanceMiles} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.page} pageCount={pageCount} hrefFor={(p) => searchHref(data.query, p)} label="Search result pages" />
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
