import { describe, expect, it } from "vitest";
import { checkCompanyLocation, zipReference } from "./locations";

const ref = zipReference([
  { zip: "78701", city: "Austin", state: "TX", lat: 30.27, lng: -97.74 },
  { zip: "78660", city: "Pflugerville", state: "TX", lat: 30.44, lng: -97.62 },
  { zip: "10001", city: "New York", state: "NY", lat: 40.75, lng: -73.99 },
]);
const company = {
  id: 1,
  slug: "x",
  name: "X Movers",
  city: "Austin",
  state: "TX",
  zip: "78701",
  lat: 30.27,
  lng: -97.74,
  phone: null,
  website: null,
};

describe("company location checks", () => {
  it("passes a company whose ZIP, city and coordinates agree", () => {
    expect(checkCompanyLocation(company, ref, 50)).toEqual({ problems: [], fix: null });
  });

  it("reports an unknown ZIP and a ZIP of another state without fixing them", () => {
    expect(checkCompanyLocation({ ...company, zip: "00000" }, ref, 50).problems.map((p) => [p.issue, p.fix])).toEqual([["zip-unknown", null]]);
    const other = checkCompanyLocation({ ...company, zip: "10001" }, ref, 50);
    expect(other.problems.map((p) => p.issue)).toEqual(["zip-state"]);
    expect(other.fix).toBeNull();
  });

  it("moves far-off coordinates to the ZIP's centre", () => {
    const far = checkCompanyLocation({ ...company, lat: 32.78, lng: -96.8 }, ref, 50); // Dallas
    expect(far.problems.map((p) => p.issue)).toEqual(["far"]);
    expect(far.fix).toEqual({ id: 1, lat: 30.27, lng: -97.74 });
    expect(checkCompanyLocation({ ...company, lat: 32.78, lng: -96.8 }, ref, 500).problems).toEqual([]);
  });

  it("fixes a city the state does not have, but only reports a real city that is not the ZIP's", () => {
    const typo = checkCompanyLocation({ ...company, city: "Austn" }, ref, 50);
    expect(typo.fix).toEqual({ id: 1, city: "Austin" });
    const neighbour = checkCompanyLocation({ ...company, city: "Pflugerville" }, ref, 50);
    expect(neighbour.problems.map((p) => [p.issue, p.fix])).toEqual([["city", null]]);
    expect(neighbour.fix).toBeNull();
  });
});
