import { ADMIN_ROUTES, type AdminRoute } from "../../../../lib/admin/sections";

const TABS: { route: AdminRoute; label: string }[] = [
  { route: "seoHealth", label: "Overview" },
  { route: "seoTasks", label: "Tasks" },
  { route: "seoReports", label: "Reports" },
  { route: "seoAnalyzer", label: "Analyzer" },
];

/** The tab row shared by the four SEO Health pages (links; the current one is marked). */
export function SeoTabs({ current }: { current: AdminRoute }) {
  return (
    <nav aria-label="SEO Health" className="mb-6 overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {TABS.map((tab) => {
          const active = tab.route === current;
          return (
            <li key={tab.route}>
              <a
                href={ADMIN_ROUTES[tab.route]}
                aria-current={active ? "page" : undefined}
                className={`inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
                  active ? "border-brand-600 text-brand-700" : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                {tab.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
