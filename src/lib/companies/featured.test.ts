import { describe, expect, it } from "vitest";
import {
  cardAnimationDelay,
  featuredView,
  groupFeatured,
  isDisplayable,
  logoFor,
  mergeCompanies,
  nextVisibleCount,
  placeholderLogoPath,
  type QueryState,
  randomPlaceholderLogo,
  serviceLabels,
} from "./featured";

const company = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Mover ${id}`,
  city: { name: "Austin", slug: "austin" },
  state: { name: "Texas", slug: "texas", abbreviation: "TX" },
  ...extra,
});
const done = (data: unknown): QueryState => ({ loading: false, data });
const failed = (message: string): QueryState => ({ loading: false, error: new Error(message) });
const loading: QueryState = { loading: true };
const idle: QueryState = { loading: false };

describe("isDisplayable", () => {
  it("needs an id, a name, a city and a state", () => {
    expect(isDisplayable(company(1))).toBe(true);
    expect(isDisplayable({ ...company(1), id: "abc" })).toBe(true);
    for (const broken of [
      { ...company(1), id: undefined },
      { ...company(1), id: "" },
      { ...company(1), id: Number.NaN },
      { ...company(1), name: "  " },
      { ...company(1), city: null },
      { ...company(1), city: { slug: "austin" } },
      { ...company(1), state: undefined },
      null,
      "Mover",
    ]) {
      expect(isDisplayable(broken)).toBe(false);
    }
  });

  it("leaves out companies marked as not listed", () => {
    expect(isDisplayable(company(1, { isInList: false }))).toBe(false);
    expect(isDisplayable(company(1, { isInList: true }))).toBe(true);
  });
});

describe("mergeCompanies", () => {
  it("keeps list order, the first of each id, and skips invalid entries and non-lists", () => {
    const merged = mergeCompanies([[company(9), company(3)], undefined, { not: "a list" }, [company(3, { name: "Dup" }), { id: 4 }, company(1)]]);
    expect(merged.map((c) => c.id)).toEqual([9, 3, 1]);
    expect(merged[1].name).toBe("Mover 3");
  });

  it("treats 7 and '7' as the same id", () => {
    expect(mergeCompanies([[company(7)], [{ ...company(7), id: "7" }]])).toHaveLength(1);
  });

  it("stops at the maximum (50 by default)", () => {
    const many = Array.from({ length: 80 }, (_, i) => company(i + 1));
    expect(mergeCompanies([many])).toHaveLength(50);
    expect(mergeCompanies([many], 6).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("featuredView", () => {
  it("is loading with a progress bar while nothing has arrived", () => {
    expect(featuredView([loading, loading, idle, loading, loading])).toEqual({ status: "loading", progress: { loaded: 0, total: 50 } });
    expect(featuredView([loading, done([]), done([]), done([]), done([])])).toEqual({ status: "loading", progress: undefined });
  });

  it("waits for the featured list before showing batch companies, so the list only grows at its end", () => {
    expect(featuredView([loading, done([company(1)]), loading, loading, loading])).toEqual({
      status: "loading",
      progress: { loaded: 1, total: 50 },
    });
  });

  it("lists the featured companies first, with progress while batches load", () => {
    const view = featuredView([done([company(100)]), done([company(1), company(100)]), loading, loading, loading]);
    expect(view).toEqual({ status: "list", companies: [company(100), company(1)], progress: { loaded: 2, total: 50 } });
  });

  it("drops the progress bar once every batch settled", () => {
    const view = featuredView([done([company(1)]), done([]), failed("x"), done([company(2)]), done([])]);
    expect(view).toMatchObject({ status: "list", progress: undefined });
    expect(view.status === "list" && view.companies.map((c) => c.id)).toEqual([1, 2]);
  });

  it("shows what loaded even when the featured query failed", () => {
    expect(featuredView([failed("boom"), done([company(5)]), done([]), done([]), done([])])).toMatchObject({ status: "list" });
  });

  it("is an error when everything settled, nothing loaded and a query failed", () => {
    const view = featuredView([failed("API Error: Internal server error"), failed("other"), done([]), done([]), done([])]);
    expect(view).toEqual({ status: "error", message: "API Error: Internal server error" });
    expect(featuredView([done([]), failed("API Error: x"), done([]), done([]), done([])])).toEqual({ status: "error", message: "API Error: x" });
    expect(featuredView([{ loading: false, error: "weird" }, done([]), done([]), done([]), done([])])).toEqual({
      status: "error",
      message: undefined,
    });
  });

  it("is empty when everything answered with no displayable company", () => {
    expect(featuredView([done([]), done([{ id: 1 }]), done([]), done([]), done([])])).toEqual({ status: "empty" });
  });
});

describe("card details", () => {
  it("shows at most three services, else 'Moving Services'", () => {
    const services = ["A", "B", "C", "D"].map((name, id) => ({ id, name }));
    expect(serviceLabels({ services })).toEqual(["A", "B", "C"]);
    expect(serviceLabels({ services: [] })).toEqual(["Moving Services"]);
    expect(serviceLabels({})).toEqual(["Moving Services"]);
  });

  it("delays card animations by min(index * 100, 1000) ms", () => {
    expect([0, 1, 5, 10, 11, 40].map(cardAnimationDelay)).toEqual([0, 100, 500, 1000, 1000, 1000]);
  });

  it("names the 20 placeholder logos", () => {
    expect(placeholderLogoPath(1)).toBe("/placeholders/logo-01.svg");
    expect(placeholderLogoPath(20)).toBe("/placeholders/logo-20.svg");
    expect(placeholderLogoPath(21)).toBe("/placeholders/logo-01.svg");
    expect(placeholderLogoPath(0)).toBe("/placeholders/logo-20.svg");
    expect(randomPlaceholderLogo(() => 0)).toBe("/placeholders/logo-01.svg");
    expect(randomPlaceholderLogo(() => 0.9999)).toBe("/placeholders/logo-20.svg");
  });

  it("uses the company's logo, else a placeholder stable for its id", () => {
    expect(logoFor({ id: 3, logo: "/logos/acme.png" })).toBe("/logos/acme.png");
    expect(logoFor({ id: 3, logo: null })).toBe("/placeholders/logo-03.svg");
    expect(logoFor({ id: "abc" })).toBe(logoFor({ id: "abc" }));
    expect(logoFor({ id: "abc" })).toMatch(/^\/placeholders\/logo-\d\d\.svg$/);
  });
});

describe("featured listings and fill-ins", () => {
  const company = (id: number, isFeatured: boolean) => ({ id, name: `Mover ${id}`, city: { name: "Austin" }, state: { name: "Texas" }, isFeatured });
  const list = [company(1, true), company(2, false), company(3, true), company(4, false), company(5, false)];

  it("puts featured listings first and never counts a fill-in as featured", () => {
    const all = groupFeatured(list);
    expect(all.featured.map((c) => c.id)).toEqual([1, 3]);
    expect(all.others.map((c) => c.id)).toEqual([2, 4, 5]);
  });

  it("shows only the first cards until more are asked for", () => {
    expect(groupFeatured(list, 1)).toEqual({ featured: [list[0]], others: [] });
    const three = groupFeatured(list, 3);
    expect([...three.featured, ...three.others].map((c) => c.id)).toEqual([1, 3, 2]);
    expect(groupFeatured(list, 0)).toEqual({ featured: [], others: [] });
  });

  it("adds 12 cards per Show more, up to the total", () => {
    expect(nextVisibleCount(6, 50)).toBe(18);
    expect(nextVisibleCount(42, 50)).toBe(50);
  });
});
