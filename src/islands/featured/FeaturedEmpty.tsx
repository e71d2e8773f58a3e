import { companyDirectoryPath } from "../../lib/routes";

/** The empty state of the featured section, with a Browse Directory button (a link: it navigates). */
export default function FeaturedEmpty() {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-center">
      <h3 className="text-lg font-semibold text-slate-900">No Companies Found</h3>
      <p className="mt-2 text-slate-700">No featured companies are available at this time.</p>
      <p className="mt-1 text-sm text-slate-700">Please check back later or browse our directory.</p>
      <a className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700" href={companyDirectoryPath()}>
        Browse Directory
      </a>
    </div>
  );
}
