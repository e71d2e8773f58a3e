import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * An axe-core run on the page in legacy mode: axe.run in the page itself, frames included by
 * axe-core. The default mode merges per-frame results in a new blank page of the context, which
 * costs over a second per analysis on CI's two cores (2.1 s against 1.0 s on the quote wizard,
 * measured). The site serves no iframes (profile-trust.spec.ts checks a profile has none), so
 * there is nothing cross-origin for the default mode to reach.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
