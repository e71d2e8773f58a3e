import { z } from "zod";
import type { PageFacts, SeoIssue } from "../seo-audit/types";

/**
 * SEO health contracts: request schemas, limits and response shapes of `/api/admin/seo/*`,
 * shared by the functions, the use cases and the admin island.
 */

// ---- Analyzer: POST /api/admin/seo/analyze ----

/** Longest pasted HTML the analyzer takes (characters). */
export const ANALYZE_HTML_MAX = 1024 * 1024;
/** Longest URL the analyzer takes. */
export const ANALYZE_URL_MAX = 2048;
/** Largest request body: the HTML limit plus room for JSON escaping of quotes and newlines. */
export const ANALYZE_BODY_MAX_BYTES = Math.ceil(ANALYZE_HTML_MAX * 1.5);
/** At most this many of a page's internal links are requested live. */
export const ANALYZE_LINKS_MAX = 50;

export const analyzeRequestSchema = z
  .object({
    url: z
      .string()
      .trim()
      .max(ANALYZE_URL_MAX, `must be at most ${ANALYZE_URL_MAX} characters`)
      .refine(
        (v) => v === "" || v.startsWith("/") || /^https?:\/\//i.test(v),
        "must be a path of the site (/moving-companies/texas) or a full URL on the site",
      )
      .optional(),
    html: z
      .string()
      .max(ANALYZE_HTML_MAX, `must be at most ${ANALYZE_HTML_MAX / 1024} KB`)
      .optional(),
  })
  .strict()
  .transform((v) => ({ url: v.url || undefined, html: v.html?.trim() ? v.html : undefined }))
  .superRefine((v, ctx) => {
    if (v.url === undefined && v.html === undefined) ctx.addIssue({ code: "custom", path: ["url"], message: "give a URL of the site or paste HTML" });
    if (v.url !== undefined && v.html !== undefined) ctx.addIssue({ code: "custom", path: ["html"], message: "give either a URL or HTML, not both" });
  });

export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

/** One request the analyzer made: the page itself (and each redirect hop), its canonical, a link. */
export interface AnalyzeFetch {
  /** Site-relative path (or the URL as written, for a canonical off the site). */
  url: string;
  /** HTTP status, or null when the request failed (timeout, refused). */
  status: number | null;
  /** Where a redirect pointed. */
  location?: string | null;
  /** Why the request failed, when status is null. */
  error?: string;
}

export interface AnalyzeResult {
  score: number;
  issues: SeoIssue[];
  facts: PageFacts;
  source: "url" | "html";
  /** For a URL: each response on the way to the page, the last the page itself. */
  hops: AnalyzeFetch[];
  /** The canonical's own answer, when the page has a canonical on the site. */
  canonical: AnalyzeFetch | null;
  /** The internal links requested (at most {@link ANALYZE_LINKS_MAX}) and how many the page has. */
  links: { checked: AnalyzeFetch[]; total: number };
}

// The site audit's contracts (runs, tasks, the seo-audit script's parameters) live beside this
// module and are part of the same API group.
export * from "./seo-audits";
