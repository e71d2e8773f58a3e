import { adminPath } from "../../../lib/admin-paths";
import { Panel } from "../ui";

/** The panel of an admin section whose real page comes in a later release (issue 7). */
export function ComingLater({ name, what }: { name: string; what: string }) {
  return (
    <Panel title={name}>
      <p className="text-slate-700">This page is coming in a later release. It will let you {what}.</p>
      <p className="mt-3 text-sm text-slate-600">
        Until then:{" "}
        <a className="font-semibold text-brand-700 underline" href={adminPath("dashboard")}>
          Dashboard
        </a>
        ,{" "}
        <a className="font-semibold text-brand-700 underline" href={adminPath("companies")}>
          Companies
        </a>
        ,{" "}
        <a className="font-semibold text-brand-700 underline" href={adminPath("leads")}>
          Leads
        </a>
        ,{" "}
        <a className="font-semibold text-brand-700 underline" href={adminPath("upload")}>
          CSV Upload
        </a>{" "}
        and{" "}
        <a className="font-semibold text-brand-700 underline" href={adminPath("jobs")}>
          Jobs System
        </a>{" "}
        work today.
      </p>
    </Panel>
  );
}
