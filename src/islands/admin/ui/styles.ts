/** Class names shared by the admin pages: buttons, inputs, labels and links. */

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

/** Button classes: primary (brand), secondary (outline), danger (red). */
export const BUTTON = {
  primary: `${BASE} bg-brand-600 text-white hover:bg-brand-700 focus-visible:ring-brand-600`,
  secondary: `${BASE} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:ring-brand-600`,
  danger: `${BASE} bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-700`,
} as const;

/** Classes of text inputs and selects. */
export const INPUT =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600";

/** Classes of a field label. */
export const LABEL = "block text-sm font-medium text-slate-800";

/** Classes of an in-text link with a visible keyboard focus ring. */
export const LINK =
  "font-semibold text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
