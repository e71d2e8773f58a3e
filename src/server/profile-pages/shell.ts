import type { ProfilePage } from "../../components/company/profile-page";

/**
 * The profile shell: the company profile route rendered once by `astro build`, with markers
 * where a profile's head tags and its <main> content go. Everything around them (layout, header,
 * footer, the stylesheet links Astro adds) is the same on every profile, so each profile is the
 * shell with its two parts filled in.
 */

/** The slug the shell is rendered under: not a company slug (those have no leading "_"). */
export const PROFILE_SHELL_SLUG = "_profile-shell";

/** What the route renders for the shell: markers in place of a profile's head and body. */
export const PROFILE_SHELL_MARKERS: ProfilePage = { head: "<!--profile:head-->", body: "<!--profile:body-->" };

/** The shell cut at its markers: a profile's page is `beforeHead + head + beforeBody + body + afterBody`. */
export interface ProfileShell {
  beforeHead: string;
  beforeBody: string;
  afterBody: string;
}

/** Cuts the rendered shell at its markers; throws when either is not there exactly once. */
export function splitShell(html: string): ProfileShell {
  const [beforeHead, rest, ...extraHead] = html.split(PROFILE_SHELL_MARKERS.head);
  const [beforeBody, afterBody, ...extraBody] = (rest ?? "").split(PROFILE_SHELL_MARKERS.body);
  if (
    rest === undefined ||
    afterBody === undefined ||
    extraHead.length > 0 ||
    extraBody.length > 0 ||
    beforeHead.includes(PROFILE_SHELL_MARKERS.body)
  ) {
    throw new Error("The profile shell must hold the head marker, then the body marker, once each");
  }
  return { beforeHead, beforeBody, afterBody };
}

/** One profile's whole page. */
export function fillShell(shell: ProfileShell, page: ProfilePage): string {
  return shell.beforeHead + page.head + shell.beforeBody + page.body + shell.afterBody;
}
