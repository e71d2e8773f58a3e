import { adminPath } from "../../../lib/admin-paths";
import { Panel } from "../ui";

/** An /admin/* URL no route claims. */
export function NotFound() {
  return (
    <Panel title="Page not found">
      <p className="text-slate-700">There is no admin page at this address.</p>
      <a className="mt-3 inline-block font-semibold text-brand-700 underline" href={adminPath("dashboard")}>
        Go to the dashboard
      </a>
    </Panel>
  );
}
