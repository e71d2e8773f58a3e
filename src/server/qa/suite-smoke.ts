import type { QaCheck } from "../../lib/admin/qa-api";
import { blogPath, getQuotesPath, guidePath, servicePath, statesListPath } from "../../lib/routes";
import { expectThat, runCheck, skippedCheck } from "./check";
import { type QaHttp, readPage, request } from "./http";
import type { QaTargets } from "./targets";

/**
 * Smoke: every public route of the product answers 200 with its own title, and a path that
 * does not exist answers 404 with the 404 page. Titles are matched on the words that make each
 * page's title its own, so wording can be polished without breaking the suite, while a page
 * that serves another page's content (or an empty shell) fails.
 */

export interface SmokeRoute {
  path: string;
  /** What the `<title>` must contain (case-insensitive), or a test for it. */
  title: string | ((title: string) => boolean);
  /** Described in the failure detail. */
  expected: string;
}

const contains = (words: string): Pick<SmokeRoute, "title" | "expected"> => ({ title: words, expected: `a title containing "${words}"` });

/** The spec's public routes; the directory and profile routes use real slugs from `targets`. */
export function smokeRoutes(targets: QaTargets | null): SmokeRoute[] {
  const routes: SmokeRoute[] = [
    { path: "/", ...contains("Find Moving Companies") },
    { path: "/about", ...contains("About") },
    { path: "/about-us", ...contains("About") },
    { path: "/faq", ...contains("FAQ") },
    { path: blogPath(), ...contains("Blog") },
    { path: blogPath("moving-cost-guide"), ...contains("Cost") },
    { path: getQuotesPath(), ...contains("Quotes") },
    { path: "/privacy-policy", ...contains("Privacy Policy") },
    { path: "/terms-of-service", ...contains("Terms of Service") },
    { path: "/moving-companies", ...contains("Directory") },
    { path: statesListPath(), ...contains("by State") },
    { path: guidePath(), ...contains("Guides") },
    { path: "/resources", ...contains("Resources") },
    { path: servicePath("local-moving"), ...contains("Local Moving") },
    { path: "/calculator", ...contains("Calculator") },
    { path: "/search", ...contains("Search") },
    { path: "/contact", ...contains("Contact") },
    { path: "/list-your-company", ...contains("List Your") },
    { path: "/featured-listings", ...contains("Featured Listings") },
    { path: "/moving-leads", ...contains("Moving Leads") },
    { path: "/advertise", ...contains("Advertis") },
    { path: "/login", ...contains("Login") },
  ];
  if (targets) {
    const { company } = targets;
    const state = company.state.name;
    const city = company.city.name;
    const profile = `${company.name} - Moving Company Near Me in ${city}, ${company.state.abbreviation}`;
    const profileTitle = { title: (t: string) => t.startsWith(profile), expected: `a title starting "${profile}"` };
    routes.push(
      { path: targets.statePath, ...contains(state) },
      { path: `/states/${company.state.slug}`, ...contains(state) },
      { path: targets.cityPath, ...contains(city) },
      { path: `/states/${company.state.slug}/${company.city.slug}`, ...contains(city) },
      { path: targets.profilePath, ...profileTitle },
      { path: `/states/${company.state.slug}/${company.city.slug}/${company.slug}`, ...profileTitle },
    );
  }
  return routes;
}

/** A path no page will ever have. */
export const UNKNOWN_PATH = "/qa-suite-no-such-page-7f3c";

const titleMatches = (route: SmokeRoute, title: string) =>
  typeof route.title === "string" ? title.toLowerCase().includes(route.title.toLowerCase()) : route.title(title);

export interface SmokeResult {
  checks: QaCheck[];
  /** The pages that answered 200, with their HTML (the links suite samples their links). */
  pages: Array<{ url: string; html: string }>;
}

export async function runSmoke(http: QaHttp, targets: QaTargets | null, targetsError: string | null): Promise<SmokeResult> {
  const pages: SmokeResult["pages"] = [];
  const checks: QaCheck[] = [];
  for (const route of smokeRoutes(targets)) {
    checks.push(
      await runCheck("smoke", `GET ${route.path} answers 200 with its title`, async () => {
        const page = await request(http, route.path);
        expectThat(page.status === 200, `answered HTTP ${page.status}`);
        pages.push({ url: page.url, html: page.text });
        const { title } = readPage(page.text);
        expectThat(title, "the page has no <title>");
        expectThat(titleMatches(route, title), `title "${title}" is not ${route.expected}`);
      }),
    );
  }
  if (!targets)
    checks.push(skippedCheck("smoke", "State, city and profile pages answer 200 with their titles", targetsError ?? "no real pages were found"));
  checks.push(
    await runCheck("smoke", "An unknown path answers 404 with the 404 page", async () => {
      const page = await request(http, UNKNOWN_PATH);
      expectThat(page.status === 404, `answered HTTP ${page.status}`);
      const { title } = readPage(page.text);
      expectThat(title && /not found/i.test(title), `title "${title ?? ""}" is not the 404 page's`);
    }),
  );
  return { checks, pages };
}
