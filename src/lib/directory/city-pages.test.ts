import { describe, expect, it } from "vitest";
import { cityPageEntries, getDirectory } from "../../server/directory/directory-pages";
import { CITY_PAGE_SIZE, pageCountOf, pageOf } from "../pagination";
import { cityPagePath } from "../routes";
import { CITY_CONTROLS_MIN } from "./city-listing";

describe("city page pagination", () => {
  it("splits a list into pages of at most the page size, the last one holding the rest", () => {
    const items = Array.from({ length: 102 }, (_, i) => i);
    expect(pageCountOf(102, 50)).toBe(3);
    expect(pageCountOf(100, 50)).toBe(2);
    expect(pageCountOf(0, 50)).toBe(1);
    expect(pageOf(items, 1, 50)).toEqual(items.slice(0, 50));
    expect(pageOf(items, 3, 50)).toEqual([100, 101]);
  });

  it("names page 1 by the sort's own path and later pages under /page/N", () => {
    expect(cityPagePath("new-york", "new-york", null)).toBe("/moving-companies/new-york/new-york");
    expect(cityPagePath("new-york", "new-york", null, 2)).toBe("/moving-companies/new-york/new-york/page/2");
    expect(cityPagePath("new-york", "new-york", "by-name", 3)).toBe("/moving-companies/new-york/new-york/by-name/page/3");
  });

  it("pre-renders one page per CITY_PAGE_SIZE movers of every city, in each sort order, and nothing past the last", () => {
    const { cities, listedByCity } = getDirectory();
    const entries = cityPageEntries();
    const paths = entries.map((e) => `${e.params.state}/${e.params.city}/${e.params.view ?? ""}`);
    expect(new Set(paths).size).toBe(entries.length);
    let multiPage = 0;
    for (const city of cities) {
      const movers = listedByCity.get(city.id)?.length ?? 0;
      const pages = Math.max(1, Math.ceil(movers / CITY_PAGE_SIZE));
      if (pages > 1) multiPage++;
      const sorts = city.companyCount >= CITY_CONTROLS_MIN ? 3 : 1;
      const mine = entries.filter((e) => e.props.city.id === city.id);
      expect(mine, city.name).toHaveLength(pages * sorts);
      expect(Math.max(...mine.map((e) => e.props.page))).toBe(pages);
    }
    expect(multiPage).toBeGreaterThan(0);
    const views = (sort: string, page: number) => entries.filter((e) => e.props.sort === sort && e.props.page === page).map((e) => e.params.view);
    expect(new Set(views("rating", 1))).toEqual(new Set([undefined]));
    expect(new Set(views("rating", 2))).toEqual(new Set(["page/2"]));
    expect(new Set(views("name", 1))).toEqual(new Set(["by-name"]));
    expect(new Set(views("reviews", 2))).toEqual(new Set(["by-reviews/page/2"]));
  });

  it("sorts a city's movers once per order, every page slicing the same list", () => {
    const { cityCompanies, listedByCity } = getDirectory();
    const [biggest] = [...listedByCity].sort((a, b) => b[1].length - a[1].length)[0];
    const byName = cityCompanies(biggest, "name");
    expect(cityCompanies(biggest, "name")).toBe(byName);
    expect(byName.length).toBeGreaterThan(CITY_PAGE_SIZE);
    const pages = Array.from({ length: pageCountOf(byName.length, CITY_PAGE_SIZE) }, (_, i) => pageOf(byName, i + 1, CITY_PAGE_SIZE));
    expect(pages.flat().map((c) => c.id)).toEqual(byName.map((c) => c.id));
    expect(Math.max(...pages.map((p) => p.length))).toBe(CITY_PAGE_SIZE);
  });
});
