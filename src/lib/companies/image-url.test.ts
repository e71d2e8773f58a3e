import { describe, expect, it } from "vitest";
import { safeImageUrl, safeImageUrls } from "./image-url";

const SITE = "https://movers.example";

describe("company image URLs", () => {
  it("keeps https URLs on other hosts and files under /placeholders/", () => {
    expect(safeImageUrl("https://cdn.example/logo.png", SITE)).toBe("https://cdn.example/logo.png");
    expect(safeImageUrl("/placeholders/logo-04.svg", SITE)).toBe("/placeholders/logo-04.svg");
  });

  it("drops site paths, our own host, plain http and tricks", () => {
    for (const url of [
      "/api/logout",
      "/placeholders/../api/logout",
      "/placeholders/x.svg?next=/api/logout",
      "https://movers.example/api/logout",
      "https://www.movers.example/api/logout",
      "http://cdn.example/logo.png",
      "//cdn.example/logo.png",
      "javascript:alert(1)",
      "data:image/svg+xml,<svg/>",
      "",
      null,
    ]) {
      expect(safeImageUrl(url, SITE), String(url)).toBeNull();
    }
    expect(safeImageUrls(["/api/logout", "https://cdn.example/a.jpg"], SITE)).toEqual(["https://cdn.example/a.jpg"]);
  });
});
