import { type ReactNode, useEffect, useRef, useState } from "react";
import { type AdminNavItem, type AdminRoute, BOTTOM_BAR, isCurrent, SIDEBAR } from "../../lib/admin/sections";
import { adminPath } from "../../lib/admin-paths";
import { API_PATHS } from "../../lib/endpoints";
import { pagePath } from "../../lib/routes";
import { SITE } from "../../lib/site";
import { showToast } from "../../stores/toast";
import { loginRedirect } from "./admin-data";
import { $adminRouter } from "./router";

/**
 * The admin layout: a sidebar on wide screens; on small screens a header menu
 * button opening a slide-in menu (a native modal <dialog>: focus trap and Escape for free)
 * and a bottom bar. Logout and Return to Website sit under the navigation.
 */

/** Logs out: 'Logged out successfully', then a reload to the home page. */
async function logout(setBusy: (busy: boolean) => void): Promise<void> {
  setBusy(true);
  loginRedirect.loggingOut = true; // queries refetching meanwhile get 401s: go home, not to /login
  try {
    const res = await fetch(API_PATHS.logout, { cache: "no-store", credentials: "same-origin" });
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`.trim());
    showToast({ title: "Logged out successfully" });
    setTimeout(() => window.location.assign("/"), 700);
  } catch (error) {
    showToast({ title: "Error logging out", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    loginRedirect.loggingOut = false;
    setBusy(false);
  }
}

/** The sidebar's links: the current section stands out. */
const sideLinkClass = (current: boolean) =>
  `block rounded-md px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-white ${current ? "bg-brand-700 text-white" : "text-slate-200 hover:bg-slate-800 hover:text-white"}`;

/** The bottom bar's links. */
const barLinkClass = (current: boolean) => `block px-1 py-3 text-center text-xs font-semibold ${current ? "text-brand-700" : "text-slate-700"}`;

/** A list of section links, the current one marked `aria-current="page"`; `linkClass` styles a link by whether it is current. */
function NavLinks({
  items,
  route,
  listClass,
  linkClass,
  onNavigate,
}: {
  items: readonly AdminNavItem[];
  route: AdminRoute | undefined;
  listClass: string;
  linkClass: (current: boolean) => string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={listClass}>
      {items.map((item) => {
        const current = isCurrent(item, route);
        return (
          <li key={item.label}>
            <a href={item.href} onClick={onNavigate} aria-current={current ? "page" : undefined} className={linkClass(current)}>
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function SideContent({ route, onNavigate }: { route: AdminRoute | undefined; onNavigate?: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <a
        href={adminPath("dashboard")}
        onClick={onNavigate}
        className="block rounded px-3 text-base font-bold text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        {SITE.shortName} <span className="font-normal text-slate-300">Admin</span>
      </a>
      <nav aria-label="Admin sections" className="flex-1 overflow-y-auto">
        <NavLinks items={SIDEBAR} route={route} listClass="space-y-1" linkClass={sideLinkClass} onNavigate={onNavigate} />
      </nav>
      <div className="space-y-2 border-t border-slate-700 pt-4">
        <button
          type="button"
          onClick={() => logout(setBusy)}
          disabled={busy}
          className="block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-60"
        >
          {busy ? "Logging out…" : "Logout"}
        </button>
        <a
          href={pagePath("home")}
          className="block rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          Return to Website
        </a>
      </div>
    </div>
  );
}

export function AdminLayout({ title, route, children }: { title: string; route: AdminRoute | undefined; children: ReactNode }) {
  const menu = useRef<HTMLDialogElement>(null);
  const main = useRef<HTMLElement>(null);
  const closeMenu = () => menu.current?.close();

  // After a client-side navigation, move focus to the page so screen readers announce it.
  useEffect(() => {
    return $adminRouter.listen(() => main.current?.focus({ preventScroll: false }));
  }, []);

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 bg-slate-900 md:block" aria-label="Admin menu">
        <SideContent route={route} />
      </aside>

      <dialog
        ref={menu}
        aria-label="Admin menu"
        className="m-0 h-full max-h-none w-72 max-w-[85vw] bg-slate-900 p-0 transition-transform duration-200 backdrop:bg-slate-900/60 starting:open:-translate-x-full motion-reduce:transition-none md:hidden"
      >
        <div className="flex justify-end p-2">
          <button
            type="button"
            onClick={closeMenu}
            aria-label="Close menu"
            className="rounded p-2 text-slate-200 hover:text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <SideContent route={route} onNavigate={closeMenu} />
      </dialog>

      <div className="md:pl-64">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
          <button
            type="button"
            onClick={() => menu.current?.showModal()}
            aria-label="Open menu"
            className="rounded-md border border-slate-300 p-2 text-slate-800 md:hidden"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
          <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        </header>
        <main id="admin-main" ref={main} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 pb-24 focus:outline-none sm:px-6 md:pb-8">
          {children}
        </main>
      </div>

      <nav aria-label="Quick links" className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white md:hidden">
        <NavLinks items={BOTTOM_BAR} route={route} listClass="grid grid-cols-5" linkClass={barLinkClass} />
      </nav>
    </div>
  );
}
