import { createRouter } from "@nanostores/router";
import { ADMIN_ROUTES } from "../../lib/admin/sections";

/**
 * The admin shell's client-side router. A reload of any /admin/* URL is served the shell by the
 * `/admin/*` rewrite in netlify.toml, so deep links work. The router's own link catching is off:
 * it would also catch links out of the admin area (Return to Website, public profiles);
 * `followAdminLinks` catches only links to admin pages.
 */
export const $adminRouter = createRouter(ADMIN_ROUTES, { links: false });

/** Opens an admin path without reloading the page (`replace`: no new history entry). */
export function navigate(path: string, replace = false): void {
  $adminRouter.open(path, replace);
}

/** Whether a URL path is an /admin page (and not, say, an /api download). */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * Document click handler: a plain left click on a same-origin link to an /admin page becomes a
 * client-side navigation; every other click (new tab, downloads, other pages) is left alone.
 * Returns a function that removes the handler.
 */
export function followAdminLinks(root: HTMLElement = document.body): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.("a");
    if (!link || link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
    if (!isAdminPath(link.pathname)) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
    window.scrollTo(0, 0);
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
