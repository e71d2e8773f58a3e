/** Tailwind classes of the running text on the content pages (offers, legal, about): one look everywhere. */
export const TEXT = {
  h2: "text-2xl font-semibold",
  p: "mt-3 text-slate-700",
  ul: "mt-3 list-disc space-y-1.5 pl-6 text-slate-700",
  ol: "mt-3 list-decimal space-y-2 pl-6 text-slate-700",
} as const;

/** The legal pages' text: sections further apart, list items closer together. */
export const LEGAL_TEXT = {
  h2: "mt-10",
  h3: "mt-6 text-lg font-semibold",
  p: TEXT.p,
  ul: "mt-3 list-disc space-y-1 pl-6 text-slate-700",
} as const;
