import fs from "node:fs";
import path from "node:path";
import { profilePage } from "../../components/company/profile-page";
import { companyProfilePath } from "../../lib/routes";
import { rendered } from "../build/render-filter";
import { getDirectory, similarMovers } from "../directory/directory-pages";
import { fillShell, PROFILE_SHELL_SLUG, splitShell } from "./shell";

/** `company/{slug}.html` under the build's output folder (`build.format: "file"`). */
const profileFile = (outDir: string, slug: string) => path.join(outDir, "company", `${slug}.html`);

/**
 * Writes the company profiles this build renders (every one, or an incremental rebuild's
 * RENDER_ONLY_FILE list) into the shell `astro build` rendered at `company/_profile-shell.html`,
 * then removes the shell. `site` is the site's origin, as the pages' `Astro.site` has it.
 * Returns how many profiles were written.
 */
export function writeProfiles(outDir: string, site: string): number {
  const shellFile = profileFile(outDir, PROFILE_SHELL_SLUG);
  if (!fs.existsSync(shellFile)) throw new Error(`${shellFile} is missing: the profile route did not render its shell`);
  const shell = splitShell(fs.readFileSync(shellFile, "utf8"));
  const directory = getDirectory();
  const companies = rendered(directory.companies, (c) => companyProfilePath(c.slug));
  // Written one after another: on a busy machine synchronous writes cost less CPU than
  // promise-based ones, and nothing else runs while the hook does.
  for (const company of companies) {
    fs.writeFileSync(profileFile(outDir, company.slug), fillShell(shell, profilePage(company, similarMovers(directory, company), site)));
  }
  fs.rmSync(shellFile);
  return companies.length;
}
