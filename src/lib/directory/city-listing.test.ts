import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVICES } from "../companies/services";
import { CITY_SORTS, serviceCode, serviceOptions, sortCityCompanies } from "./city-listing";

const mover = (name: string, rating: number | null, reviewCount: number, services: string[] = []) => ({
  name,
  rating,
  reviewCount,
  services: services.map((slug) => ({ slug })),
});

describe("city page sorting", () => {
  const movers = [mover("Zeta Movers", 4.9, 12), mover("Alpha Van Lines", 4.8, 400), mover("Mid Haulers", 4.7, 90), mover("Beta Moving", null, 0)];

  it("orders best rated (rating weighted by reviews), most reviews, or by name", () => {
    expect(sortCityCompanies(movers, "rating").map((m) => m.name)).toEqual(["Alpha Van Lines", "Mid Haulers", "Zeta Movers", "Beta Moving"]);
    expect(sortCityCompanies(movers, "reviews").map((m) => m.reviewCount)).toEqual([400, 90, 12, 0]);
    expect(sortCityCompanies(movers, "name").map((m) => m.name)).toEqual(["Alpha Van Lines", "Beta Moving", "Mid Haulers", "Zeta Movers"]);
    expect(movers[0].name).toBe("Zeta Movers"); // the input is left alone
  });

  it("pre-renders every order but the city page's own under its own segment", () => {
    expect(CITY_SORTS.map((s) => s.segment)).toEqual([null, "by-reviews", "by-name"]);
  });
});

describe("city page service filter", () => {
  it("offers only the services some mover has, with counts, in catalogue order", () => {
    const options = serviceOptions([mover("A", 5, 1, ["storage", "local-moving"]), mover("B", 5, 1, ["storage", "piano-moving"])]);
    expect(options).toEqual([
      { code: "1", name: "Local Moving", count: 1 },
      { code: "5", name: "Storage", count: 2 },
      { code: "7", name: "Piano Moving", count: 1 },
    ]);
    expect(serviceCode("unknown")).toBe("");
  });

  it("has a hide rule and a count rule in city-filter.css for every catalogue service", () => {
    const css = readFileSync(new URL("../../components/directory/city-filter.css", import.meta.url), "utf8");
    for (const service of SERVICES) {
      const code = serviceCode(service.slug);
      expect(css, service.slug).toContain(`:has([value="${code}"]:checked) :is([data-s]:not([data-s~="${code}"]), [data-n]:not([data-n="${code}"]))`);
      expect(css, service.slug).toContain(`:has([value="${code}"]:checked) [data-n="${code}"]`);
    }
  });
});
