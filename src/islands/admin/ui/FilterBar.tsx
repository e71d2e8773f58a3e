import type { ReactNode } from "react";
import { BUTTON } from "./styles";

/**
 * A list's filters as a `<search>` landmark: the fields, then "Clear filters" (disabled while
 * nothing is filtered). `layout` holds the grid classes for the fields at each width.
 */
export function FilterBar({
  label,
  layout,
  filtered,
  onClear,
  clearClassName = "",
  children,
}: {
  label: string;
  layout: string;
  filtered: boolean;
  onClear: () => void;
  clearClassName?: string;
  children: ReactNode;
}) {
  return (
    <search aria-label={label} className={`grid gap-3 ${layout}`}>
      {children}
      <button type="button" className={`${BUTTON.secondary} ${clearClassName}`} disabled={!filtered} onClick={onClear}>
        Clear filters
      </button>
    </search>
  );
}
