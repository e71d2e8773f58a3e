import { describe, expect, it, vi } from "vitest";
import { replaceBrokenLogo } from "./logo-fallback";

describe("replaceBrokenLogo", () => {
  it("replaces a broken logo with a placeholder once and marks it", () => {
    const img = { src: "https://cdn.example/broken.png", dataset: {} as DOMStringMap };
    const pick = vi.fn(() => "/placeholders/logo-04.svg");
    replaceBrokenLogo(img, pick);
    expect(img.src).toBe("/placeholders/logo-04.svg");
    expect(img.dataset.logoFallback).toBe("true");
    replaceBrokenLogo(img, pick);
    expect(pick).toHaveBeenCalledTimes(1);
    expect(img.src).toBe("/placeholders/logo-04.svg");
  });

  it("picks one of the 20 local placeholders by default", () => {
    const img = { src: "/x.png", dataset: {} as DOMStringMap };
    replaceBrokenLogo(img);
    expect(img.src).toMatch(/^\/placeholders\/logo-(0[1-9]|1\d|20)\.svg$/);
  });
});
