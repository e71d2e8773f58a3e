import { type CatalogueEntry, ISSUE_CATALOGUE } from "./catalogue";
import type { IssueCode, Severity } from "./types";

/**
 * Issue codes only a whole-site audit can find, beyond the shared catalogue: a second URL that
 * serves a page as a duplicate, and a rewrite that answers 200 for made-up path segments.
 */
export const AUDIT_ONLY_CODES = ["duplicate_url", "soft_404"] as const;
export type AuditOnlyCode = (typeof AUDIT_ONLY_CODES)[number];

/** Every code an audit run can store. */
export type AuditCode = IssueCode | AuditOnlyCode;

const AUDIT_ONLY_CATALOGUE: Record<AuditOnlyCode, CatalogueEntry> = {
  duplicate_url: {
    severity: "warning",
    title: "Pages that also answer at a second URL",
    advice:
      "The same page answering 200 at two URLs (such as /search and /search.html) splits its links and rankings between them. Redirect (301) the second URL to the clean one.",
  },
  soft_404: {
    severity: "error",
    title: "Made-up URLs that answer 200",
    advice:
      "A rewrite that serves a page for any value of its path segments turns every misspelt or invented URL into a duplicate page. Check the segments and answer 404 (or redirect to the real URL) when they do not belong to a page.",
  },
};

/** The catalogue entry of any audit code (severity, task title, advice). */
export function auditCatalogueEntry(code: string): CatalogueEntry | undefined {
  return (ISSUE_CATALOGUE as Record<string, CatalogueEntry>)[code] ?? (AUDIT_ONLY_CATALOGUE as Record<string, CatalogueEntry>)[code];
}

/** The severity of an audit code (codes the catalogue no longer knows count as notices). */
export function auditSeverity(code: string): Severity {
  return auditCatalogueEntry(code)?.severity ?? "notice";
}
