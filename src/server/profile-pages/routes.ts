import type { Company } from "../../lib/companies/companies-api";
import { companyProfilePath } from "../../lib/routes";
import { rendered } from "../build/render-filter";
import { getDirectory } from "../directory/directory-pages";
import { PROFILE_SHELL_SLUG } from "./shell";

/**
 * True in `astro build` (the profile-pages integration defines it for Vite): profiles are then
 * written from the shell. Not defined elsewhere (the dev server defines it false), and then the
 * route renders every profile itself. A constant rather than `import.meta.env.DEV`, which is
 * true in a build started with NODE_ENV=test.
 */
declare const __PROFILES_FROM_SHELL__: boolean | undefined;

/** Route entries of src/pages/company/[slug].astro: a company, or none for the shell. */
export interface ProfileRoute {
  params: { slug: string };
  props: { company?: Company };
}

/**
 * What the profile route renders: under `astro build` only the shell (the profile-pages
 * integration writes the profiles from it); on the dev server every profile, each rendered on
 * request.
 */
export function profileRoutes(): ProfileRoute[] {
  if (typeof __PROFILES_FROM_SHELL__ !== "undefined" && __PROFILES_FROM_SHELL__) return [{ params: { slug: PROFILE_SHELL_SLUG }, props: {} }];
  const entries = getDirectory().companies.map((company) => ({ params: { slug: company.slug }, props: { company } }));
  return rendered(entries, (entry) => companyProfilePath(entry.params.slug));
}
