/**
 * Rules of the home page's featured companies section, as pure
 * functions so they are unit-tested without a browser. The island feeds them the states of
 * its queries: the featured list first, then the four batches.
 */

/** Batches of `GET /api/companies`, each at offset 0. */
export const FEATURED_BATCH_LIMITS = [6, 12, 24, 50] as const;
/** "About 50": the progress bar's total, and the most cards the section shows. */
export const FEATURED_PROGRESS_TOTAL = 50;
export const FEATURED_SKELETON_CARDS = 3;
export const FEATURED_MAX_SERVICES = 3;
/** The section's ItemList structured data names at most this many companies. */
export const FEATURED_JSON_LD_MAX = 10;
export const PLACEHOLDER_LOGO_COUNT = 20;
/** Cards shown before "Show more": two rows on a desktop, a sensible length on a phone. */
export const FEATURED_INITIAL_VISIBLE = 6;
/** Cards each "Show more" adds. */
export const FEATURED_SHOW_MORE_STEP = 12;
const MAX_ANIMATION_DELAY_MS = 1000;

/** What a card needs; the API sends the full company (`ApiCompany`). */
export interface FeaturedCompany {
  id: number | string;
  name: string;
  city: { name: string; slug?: string | null };
  state: { name: string; slug?: string | null; abbreviation?: string | null };
  slug?: string | null;
  logo?: string | null;
  services?: ReadonlyArray<{ name: string }> | null;
  isInList?: boolean;
  /** A paid featured listing: marked "Featured" wherever it appears. */
  isFeatured?: boolean;
}

/** The state of one query, as a `@nanostores/query` fetcher store holds it. */
export interface QueryState {
  data?: unknown;
  error?: unknown;
  loading: boolean;
}

export interface Progress {
  loaded: number;
  total: number;
}

/** What the section shows. */
export type FeaturedView =
  | { status: "loading"; progress?: Progress }
  | { status: "error"; message?: string }
  | { status: "empty" }
  | { status: "list"; companies: FeaturedCompany[]; progress?: Progress };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object";
const hasName = (value: unknown) => isRecord(value) && typeof value.name === "string" && value.name.trim() !== "";

/**
 * Spec 5.3: only companies with an id, a name, a city and a state are shown. Companies the
 * API marks as not listed (`isInList: false`) are left out too.
 */
export function isDisplayable(value: unknown): value is FeaturedCompany {
  if (!isRecord(value)) return false;
  const { id } = value;
  const hasId = (typeof id === "number" && Number.isFinite(id)) || (typeof id === "string" && id !== "");
  return hasId && hasName(value) && hasName(value.city) && hasName(value.state) && value.isInList !== false;
}

/**
 * Merges lists in order (featured first, then the batches), keeps the displayable companies,
 * drops repeated ids (the first wins) and stops at `max`. A list that is not an array is skipped.
 */
export function mergeCompanies(lists: readonly unknown[], max = FEATURED_PROGRESS_TOTAL): FeaturedCompany[] {
  const seen = new Set<string>();
  const merged: FeaturedCompany[] = [];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (merged.length >= max) return merged;
      if (!isDisplayable(item) || seen.has(String(item.id))) continue;
      seen.add(String(item.id));
      merged.push(item);
    }
  }
  return merged;
}

const settled = (q: QueryState) => !q.loading && (q.data !== undefined || q.error !== undefined);

const messageOf = (error: unknown): string | undefined =>
  isRecord(error) && typeof error.message === "string" && error.message !== "" ? error.message : undefined;

/**
 * The section's state from its queries (`[featured, ...batches]`): the list once the featured
 * query settled and any company arrived (so the list only ever grows at its end, featured
 * companies first), with a progress bar while a batch is still loading; otherwise the
 * skeleton while anything is pending; otherwise the error panel if a query failed (the
 * featured query's message first); otherwise the empty state.
 */
export function featuredView(queries: readonly QueryState[]): FeaturedView {
  const companies = mergeCompanies(queries.map((q) => q.data));
  const batchesLoading = queries.slice(1).some((q) => !settled(q));
  const progress = batchesLoading ? { loaded: companies.length, total: FEATURED_PROGRESS_TOTAL } : undefined;
  if (queries.length > 0 && settled(queries[0]) && companies.length > 0) return { status: "list", companies, progress };
  if (queries.some((q) => !settled(q))) return { status: "loading", progress };
  const failed = queries.find((q) => q.error !== undefined);
  if (failed) return { status: "error", message: messageOf(failed.error) };
  return { status: "empty" };
}

/** Spec 9: at most three service names, or 'Moving Services' when there are none. */
export function serviceLabels(company: Pick<FeaturedCompany, "services">): string[] {
  const names = (company.services ?? []).map((s) => s?.name).filter((n): n is string => typeof n === "string" && n !== "");
  return names.length > 0 ? names.slice(0, FEATURED_MAX_SERVICES) : ["Moving Services"];
}

/** Spec 9: a card's entrance animation starts `min(index * 100, 1000)` ms late. */
export function cardAnimationDelay(index: number): number {
  return Math.min(Math.max(index, 0) * 100, MAX_ANIMATION_DELAY_MS);
}

/** `/placeholders/logo-07.svg` for n = 7 (1-20; other numbers wrap into that range). */
export function placeholderLogoPath(n: number): string {
  const index = ((((Math.trunc(n) - 1) % PLACEHOLDER_LOGO_COUNT) + PLACEHOLDER_LOGO_COUNT) % PLACEHOLDER_LOGO_COUNT) + 1;
  return `/placeholders/logo-${String(index).padStart(2, "0")}.svg`;
}

/** One of the 20 placeholder logos at random: what a logo that failed to load becomes. */
export function randomPlaceholderLogo(random: () => number = Math.random): string {
  return placeholderLogoPath(Math.floor(random() * PLACEHOLDER_LOGO_COUNT) + 1);
}

/** The logo to show: the company's own, or a placeholder chosen by id (stable across renders). */
export function logoFor(company: Pick<FeaturedCompany, "id" | "logo">): string {
  if (company.logo) return company.logo;
  const key = String(company.id);
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return placeholderLogoPath(typeof company.id === "number" ? company.id : Math.abs(hash) + 1);
}

export interface FeaturedGroups {
  /** Companies with a featured listing, in list order. */
  featured: FeaturedCompany[];
  /** The batches' other companies: shown under their own heading, never marked featured. */
  others: FeaturedCompany[];
}

/**
 * The merged list with featured listings first (each part in list order), cut to its first
 * `visible` companies and split into featured listings and the rest, so the section never
 * presents a fill-in from the batches as featured.
 */
export function groupFeatured(companies: readonly FeaturedCompany[], visible = companies.length): FeaturedGroups {
  const featured = companies.filter((c) => c.isFeatured === true);
  const others = companies.filter((c) => c.isFeatured !== true);
  const count = Math.max(0, visible);
  return { featured: featured.slice(0, count), others: others.slice(0, Math.max(0, count - featured.length)) };
}

/** How many cards to show after one more "Show more" (never more than there are). */
export function nextVisibleCount(visible: number, total: number): number {
  return Math.min(total, visible + FEATURED_SHOW_MORE_STEP);
}
