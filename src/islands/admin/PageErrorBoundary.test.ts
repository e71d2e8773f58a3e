import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./PageErrorBoundary";

describe("isChunkLoadError", () => {
  it("recognises the failed lazy-script messages of Chromium, Safari and Firefox", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: http://x/_astro/JobsPage.abc.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: http://x/_astro/a.js"))).toBe(true);
  });

  it("leaves other errors to the error panel (no reload loop)", () => {
    expect(isChunkLoadError(new Error("API Error: Authentication required"))).toBe(false);
    expect(isChunkLoadError("Cannot read properties of undefined")).toBe(false);
  });
});
