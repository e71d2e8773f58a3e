import { describe, expect, it } from "vitest";
import { boxFor, type Candidate, rankCandidates, requiredService, withRequestedCompany } from "./matching";

const austin = { lat: 30.2672, lng: -97.7431, state: "TX" };
const roundRock = { lat: 30.5083, lng: -97.6789, state: "TX" };
const dallas = { lat: 32.7767, lng: -96.797, state: "TX" };
const denver = { lat: 39.7392, lng: -104.9903, state: "CO" };

const mover = (id: number, over: Partial<Candidate> = {}): Candidate => ({
  id,
  name: `Mover ${id}`,
  logo: null,
  rating: 4.5,
  reviewCount: 100,
  yearsInBusiness: 10,
  isFeatured: false,
  phone: "5125550100",
  email: null,
  lat: austin.lat,
  lng: austin.lng,
  services: [
    { slug: "local-moving", name: "Local Moving" },
    { slug: "long-distance-moving", name: "Long Distance Moving" },
  ],
  ...over,
});

describe("requiredService", () => {
  it("is local within 50 miles in one state, long distance otherwise, commercial for offices", () => {
    expect(requiredService({ origin: austin, destination: roundRock, moveSize: "2-3br" })).toBe("local-moving");
    expect(requiredService({ origin: austin, destination: dallas, moveSize: "2-3br" })).toBe("long-distance-moving");
    expect(requiredService({ origin: austin, destination: denver, moveSize: "studio" })).toBe("long-distance-moving");
    expect(requiredService({ origin: austin, destination: roundRock, moveSize: "commercial" })).toBe("commercial-moving");
  });
});

describe("rankCandidates", () => {
  const route = { origin: austin, destination: dallas, moveSize: "2-3br" };

  it("keeps only movers offering the needed service within the radius", () => {
    const localOnly = mover(1, { services: [{ slug: "local-moving", name: "Local Moving" }] });
    const far = mover(2, { lat: denver.lat, lng: denver.lng });
    const good = mover(3);
    expect(rankCandidates([localOnly, far, good], route, 50, 5).map((m) => m.id)).toEqual([3]);
  });

  it("ranks by reputation and distance, with featured as a tie-breaker-sized bonus", () => {
    const nearGood = mover(1, { rating: 4.8, reviewCount: 300 });
    const nearFeatured = mover(2, { rating: 4.3, reviewCount: 50, isFeatured: true });
    const fartherBest = mover(3, { rating: 4.9, reviewCount: 500, lat: roundRock.lat, lng: roundRock.lng });
    const ranked = rankCandidates([nearFeatured, fartherBest, nearGood], route, 50, 5);
    expect(ranked.map((m) => m.id)).toEqual([1, 3, 2]);
    expect(ranked[1].distanceMiles).toBeGreaterThan(10);
    expect(ranked[0]).toMatchObject({ reviewCount: 300, contact: { phone: "5125550100" } });
  });

  it("returns at most `limit` movers", () => {
    const many = Array.from({ length: 12 }, (_, i) => mover(i + 1));
    expect(rankCandidates(many, route, 50, 5)).toHaveLength(5);
  });
});

describe("boxFor", () => {
  it("widens longitude away from the equator", () => {
    const { dLat, dLng } = boxFor(45, 69);
    expect(dLat).toBeCloseTo(1, 5);
    expect(dLng).toBeGreaterThan(1.3);
  });
});

describe("withRequestedCompany", () => {
  const route = { origin: austin, destination: dallas, moveSize: "2-3br" };
  const ranked = rankCandidates([mover(1, { rating: 5 }), mover(2), mover(3)], route, 25, 3);

  it("puts the mover the visitor asked about first, marked, without a duplicate, within the limit", () => {
    const asked = mover(9, { lat: roundRock.lat, lng: roundRock.lng, rating: 3 });
    const list = withRequestedCompany(ranked, asked, route, 3);
    expect(list.map((c) => c.id)).toEqual([9, 1, 2]);
    expect(list[0]).toMatchObject({ requested: true, name: "Mover 9" });
    expect(list.slice(1).some((c) => c.requested)).toBe(false);
    const already = withRequestedCompany(ranked, mover(2), route, 3);
    expect(already.map((c) => c.id)).toEqual([2, 1, 3]);
  });

  it("adds a mover beyond the first radius but within the widest one", () => {
    // Dallas is about 180 miles from Austin: outside 25 miles, inside the 200-mile search.
    const list = withRequestedCompany(ranked, mover(9, { lat: dallas.lat, lng: dallas.lng }), route, 3);
    expect(list[0]).toMatchObject({ id: 9, requested: true });
  });

  it("leaves the list alone when the mover does not serve the route", () => {
    const localOnly = mover(9, { services: [{ slug: "local-moving", name: "Local Moving" }] });
    expect(withRequestedCompany(ranked, localOnly, route, 3)).toEqual(ranked);
    expect(withRequestedCompany(ranked, mover(9, { lat: denver.lat, lng: denver.lng }), route, 3)).toEqual(ranked);
    expect(withRequestedCompany(ranked, undefined, route, 3)).toEqual(ranked);
  });
});
