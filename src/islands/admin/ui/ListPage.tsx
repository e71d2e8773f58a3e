import type { ReactNode } from "react";
import { Panel } from "./Panel";

/**
 * A filtered list page: the filters in a panel of their own, then the titled list panel with an
 * introduction line, optional actions (an export) and the results.
 */
export function ListPage({
  filters,
  title,
  intro,
  actions,
  before,
  children,
}: {
  filters: ReactNode;
  title: string;
  intro: string;
  actions?: ReactNode;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      {before}
      <Panel>{filters}</Panel>
      <Panel title={title} actions={actions}>
        <p className="-mt-2 mb-3 text-sm text-slate-700">{intro}</p>
        {children}
      </Panel>
    </div>
  );
}
