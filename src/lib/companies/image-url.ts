/**
 * Company logos and photos: only https URLs on other hosts, or files under /placeholders/. Any
 * other site path (an API route such as /api/logout) or a plain-http URL is refused when a
 * row is validated (CSV upload, admin edit) and dropped again when a page or API renders it.
 */

/** A file under /placeholders/ (no `..`, no query), or an https URL. Hosts are checked by {@link safeImageUrl}. */
export const IMAGE_URL =
  /^(?:\/placeholders(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+|https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:\/[^\s|]*)?)$/i;

export const IMAGE_URL_MESSAGE = "must be an https:// URL on another site or a file under /placeholders/";

/** The URL when it may be shown as an image on `siteUrl`'s pages, else null. */
export function safeImageUrl(url: string | null | undefined, siteUrl: string): string | null {
  if (!url || !IMAGE_URL.test(url)) return null;
  if (url.startsWith("/")) return url;
  const host = new URL(url).hostname.toLowerCase();
  const own = new URL(siteUrl).hostname.toLowerCase();
  return host === own || host.endsWith(`.${own}`) || host === "localhost" ? null : url;
}

/** The URLs of `urls` that may be shown (see {@link safeImageUrl}). */
export function safeImageUrls(urls: readonly string[], siteUrl: string): string[] {
  return urls.filter((url) => safeImageUrl(url, siteUrl) !== null);
}
