import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FeaturedView } from "../lib/companies/featured";

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal("fetch", fetchMock);
const company = (id: number) => ({ id, name: `Mover ${id}`, city: { name: "Austin" }, state: { name: "Texas", abbreviation: "TX" } });
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const serverError = () => new Response('{"error":"Internal server error"}', { status: 500 });

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  fetchMock.mockReset();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("query settings", () => {
  it("retry once and stay fresh for five minutes", async () => {
    const q = await import("./queries");
    expect(q.QUERY_DEFAULTS).toEqual({ retry: 1, freshMs: 300_000 });
    expect(q.FEATURED_QUERY).toEqual({ retry: 2, freshMs: 300_000, keptMs: 1_800_000 });
    expect(q.BATCH_QUERY).toEqual({ retry: 1, freshMs: 60_000, refetchOnFocus: false });
    expect([1, 2, 3, 10].map(q.retryDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });
});

describe("retryingFetcher", () => {
  it("tries again after a failure and returns the first success", async () => {
    const { retryingFetcher } = await import("./queries");
    fetchMock
      .mockResolvedValueOnce(serverError())
      .mockResolvedValueOnce(serverError())
      .mockResolvedValueOnce(ok([1]));
    const result = retryingFetcher(2)("/api/companies", "?limit=6");
    await vi.runAllTimersAsync();
    expect(await result).toEqual([1]);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(Array(3).fill("/api/companies?limit=6"));
  });

  it("gives up with the last error after its retries", async () => {
    const { retryingFetcher } = await import("./queries");
    fetchMock.mockImplementation(async () => serverError());
    const result = retryingFetcher(1)("/api/x").catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ message: "API Error: Internal server error", status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("$featuredSection", () => {
  it("fetches the featured list and the four batches, featured companies first", async () => {
    const { $featuredSection } = await import("./queries");
    fetchMock.mockImplementation(async (input) => ok(String(input).endsWith("/featured") ? [company(100)] : [company(1), company(100)]));
    const views: FeaturedView[] = [];
    const stop = $featuredSection.subscribe((v) => views.push(v));
    await vi.runAllTimersAsync();
    expect(fetchMock.mock.calls.map((c) => c[0]).sort()).toEqual([
      "/api/companies/featured",
      "/api/companies?limit=12&offset=0",
      "/api/companies?limit=24&offset=0",
      "/api/companies?limit=50&offset=0",
      "/api/companies?limit=6&offset=0",
    ]);
    expect(views[0]).toMatchObject({ status: "loading" });
    expect(views.at(-1)).toEqual({ status: "list", companies: [company(100), company(1)], progress: undefined });
    stop();
  });

  it("stays loading through the retries, then shows the error once", async () => {
    const { $featuredSection } = await import("./queries");
    fetchMock.mockImplementation(async () => serverError());
    const views: FeaturedView[] = [];
    const stop = $featuredSection.subscribe((v) => views.push(v));
    await vi.advanceTimersByTimeAsync(2500);
    expect($featuredSection.get().status).toBe("loading");
    await vi.runAllTimersAsync();
    expect(views.filter((v) => v.status === "error")).toHaveLength(1);
    expect(views.at(-1)).toEqual({ status: "error", message: "API Error: Internal server error" });
    // featured: 1 + 2 retries; each batch: 1 + 1 retry.
    expect(fetchMock).toHaveBeenCalledTimes(3 + 4 * 2);
    expect(console.error).toHaveBeenCalledTimes(5);
    stop();
  });

  it("is empty when every list is empty", async () => {
    const { $featuredSection } = await import("./queries");
    fetchMock.mockImplementation(async () => ok([]));
    const stop = $featuredSection.subscribe(() => {});
    await vi.runAllTimersAsync();
    expect($featuredSection.get()).toEqual({ status: "empty" });
    stop();
  });
});
