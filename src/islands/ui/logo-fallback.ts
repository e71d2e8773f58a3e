import { randomPlaceholderLogo } from "../../lib/companies/featured";

/** The data attribute that marks a logo already replaced by a placeholder. */
export const LOGO_FALLBACK_ATTRIBUTE = "data-logo-fallback";

/**
 * `onError` of a company logo: swaps in one of the 20 local placeholders, once. The image is
 * marked with `data-logo-fallback`, so if the placeholder fails too the second error does
 * nothing (no endless error loop).
 */
export function replaceBrokenLogo(img: Pick<HTMLImageElement, "src" | "dataset">, pick: () => string = randomPlaceholderLogo): void {
  if (img.dataset.logoFallback) return;
  img.dataset.logoFallback = "true";
  img.src = pick();
}
