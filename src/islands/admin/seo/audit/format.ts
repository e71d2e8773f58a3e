import { auditCatalogueEntry } from "../../../../lib/seo-audit/site-codes";

/** The task title of an issue code (the code itself when the catalogue does not know it). */
export const codeTitle = (code: string): string => auditCatalogueEntry(code)?.title ?? code;

/** A difference with its sign ("+3", "−2", "±0"). */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : "±0");

/** Text colour of a difference where fewer is better (issues) or more is better (score). */
export function diffClass(n: number, moreIsBetter = false): string {
  if (n === 0) return "text-slate-700";
  return n > 0 === moreIsBetter ? "text-green-800" : "text-red-800";
}

export const SEVERITY_BADGE: Record<string, string> = {
  error: "bg-red-100 text-red-900",
  warning: "bg-amber-100 text-amber-900",
  notice: "bg-slate-100 text-slate-800",
};
