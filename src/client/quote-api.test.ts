import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleMoveDate } from "../../test/support/sample-quote";
import { FALLBACK_COMPANIES } from "../lib/quote/fallback-companies";
import { initialQuoteState } from "../lib/quote/form-state";
import { buildLeadFields } from "../lib/quote/lead-payload";
import type { MatchedCompany } from "../lib/quote/quote-api";
import { NETWORK_ERROR_MESSAGE, submitLead } from "./lead-submit";
import { fetchLocations } from "./locations-api";
import { matchCompanies } from "./match-api";
import { sendFunnelEvent } from "./quote-api";
import { ensureSession, type PageInfo, SESSION_STORAGE_KEY } from "./session-api";

const uuid = "6f1c1e9e-2f4b-4b8e-9a55-0d6c2f1b7a11";
const page: PageInfo = {
  href: "https://movers.example/get-quotes?gclid=abc&utm=x",
  hostname: "movers.example",
  origin: "https://movers.example",
  referrer: "",
};
const state = {
  ...initialQuoteState(uuid),
  movingFrom: "90210 (Beverly Hills, CA)",
  fromLocationZip: "90210",
  fromLocationCity: "Beverly Hills",
  fromLocationState: "CA",
  movingTo: "Austin",
  movingDate: sampleMoveDate(),
  firstName: "Jo",
  lastName: "Lee",
  email: "jo@mail.example.com",
  phone: "(512) 555-0123",
  sessionId: "s-1",
};
const company: MatchedCompany = {
  id: 7,
  name: "Beverly Local Movers",
  logo: null,
  rating: 4.9,
  reviewCount: 300,
  yearsInBusiness: 12,
  services: ["Local Moving"],
  contact: { phone: null, email: null },
};

const fetchMock = vi.fn<typeof fetch>();
const text = (body: string, status: number) => new Response(body, { status, headers: { "Content-Type": "text/plain" } });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const sentBody = (call = 0) => fetchMock.mock.calls[call][1]?.body as string;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("matchCompanies", () => {
  it("posts the route with an MM/DD/YYYY date and returns the matched movers", async () => {
    fetchMock.mockResolvedValue(json({ companies: [company], ping_id: "p-1" }));
    expect(await matchCompanies(state)).toEqual({ companies: [company], pingId: "p-1", fallback: false });
    expect(fetchMock.mock.calls[0][0]).toBe("/api/proxy/match_companies");
    expect(JSON.parse(sentBody())).toMatchObject({
      from_zip: "90210",
      to_zip: "",
      move_date: state.movingDate.replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$2/$3/$1"),
      lead_uuid: uuid,
      session_id: "s-1",
      _target: "match_companies",
    });
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a server error", () => Promise.resolve(json({ error: "boom" }, 500))],
    ["an empty list", () => Promise.resolve(json({ companies: [], ping_id: "p-2" }))],
    ["a body that is not JSON", () => Promise.resolve(text("oops", 200))],
  ])("falls back to the placeholder companies on %s", async (_, answer) => {
    fetchMock.mockImplementation(answer);
    const result = await matchCompanies(state);
    expect(result).toEqual({ companies: [...FALLBACK_COMPANIES], pingId: `fallback-${uuid}`, fallback: true });
    expect(result.companies.every((c) => c.isFallback)).toBe(true);
  });
});

describe("ensureSession", () => {
  const storage = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  };

  it("records a session with the page's campaign parameters and keeps its id", async () => {
    const s = storage();
    fetchMock.mockResolvedValue(json({ session_id: "sess-9" }, 201));
    expect(await ensureSession(uuid, page, s)).toBe("sess-9");
    expect(s.data.get(SESSION_STORAGE_KEY)).toBe("sess-9");
    const body = JSON.parse(sentBody());
    expect(body).toMatchObject({ uuid, hostname: "movers.example", gclid: "abc", website_version: "1.0" });
    expect(body).not.toHaveProperty("utm");
    expect(body).not.toHaveProperty("ip_address");
  });

  it("reuses the id kept in the browser session without a call", async () => {
    const s = storage();
    s.setItem(SESSION_STORAGE_KEY, "kept");
    expect(await ensureSession(uuid, page, s)).toBe("kept");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("falls back silently to the lead uuid, keeping nothing", async () => {
    for (const answer of [() => Promise.reject(new TypeError("offline")), () => Promise.resolve(json({ error: "bad" }, 400))]) {
      const s = storage();
      fetchMock.mockImplementationOnce(answer);
      expect(await ensureSession(uuid, page, s)).toBe(uuid);
      expect(s.data.size).toBe(0);
    }
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe("submitLead", () => {
  it("posts exactly the lead fields form-encoded and returns the confirmation id", async () => {
    fetchMock.mockResolvedValue(text("MV-000123\n", 200));
    expect(await submitLead(state, page)).toEqual({ ok: true, leadId: "MV-000123" });
    const init = fetchMock.mock.calls[0][1];
    expect(fetchMock.mock.calls[0][0]).toBe("/api/leads");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/x-www-form-urlencoded");
    const expected = buildLeadFields(state, {
      source: "website",
      referrer: "",
      url: page.href,
      website: "national-movers-directory",
      websiteVersion: "1.0",
    });
    expect(Object.fromEntries(new URLSearchParams(sentBody()))).toEqual(expected);
  });

  it.each([
    ["a non-OK answer with text", () => Promise.resolve(text("Database unavailable", 500)), "Failed to submit lead: Database unavailable"],
    [
      "a 429 answer",
      () => Promise.resolve(text("Too many quote requests from your network.", 429)),
      "Failed to submit lead: Too many quote requests from your network.",
    ],
    [
      "a JSON error answer",
      () => Promise.resolve(json({ error: "email_address: must be a valid email address" }, 400)),
      "Failed to submit lead: email_address: must be a valid email address",
    ],
    ["a non-OK answer without text", () => Promise.resolve(text("", 502)), "Failed to submit lead data"],
    [
      "a proxy's HTML error page",
      () => Promise.resolve(new Response("<!doctype html><html><body>Bad gateway</body></html>", { status: 502 })),
      "Failed to submit lead data",
    ],
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch")), NETWORK_ERROR_MESSAGE],
  ])("reports %s as a sentence", async (_, answer, message) => {
    fetchMock.mockImplementation(answer);
    expect(await submitLead(state, page)).toEqual({ ok: false, message });
  });

  it("asks for JSON refusals and maps the server's issues to the wizard's fields", async () => {
    const issues = [
      { path: "first_name", message: "First name must be at most 80 characters" },
      { path: "phone_number", message: "Enter a 10-digit US phone number" },
    ];
    fetchMock.mockResolvedValue(json({ error: "first_name: ...; phone_number: ...", issues }, 400));
    expect(await submitLead(state, page)).toEqual({
      ok: false,
      message: "First name must be at most 80 characters Enter a 10-digit US phone number",
      fieldErrors: { firstName: "First name must be at most 80 characters", phone: "Enter a 10-digit US phone number" },
    });
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get("Accept")).toContain("application/json");
  });

  it("keeps issues of fields the wizard does not ask for in the message", async () => {
    fetchMock.mockResolvedValue(
      json({ error: "lead_uuid: Lead id must be a UUID", issues: [{ path: "lead_uuid", message: "Lead id must be a UUID" }] }, 400),
    );
    expect(await submitLead(state, page)).toEqual({ ok: false, message: "Failed to submit lead: Lead id must be a UUID" });
  });
});

describe("fetchLocations", () => {
  it("searches by zip or city and treats a failure as no results", async () => {
    fetchMock.mockResolvedValueOnce(json([{ zip: "90210", city: "Beverly Hills", state: "CA" }, { bad: true }]));
    expect(await fetchLocations({ by: "zip", value: "902" })).toEqual([{ zip: "90210", city: "Beverly Hills", state: "CA" }]);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/locations?zip=902");
    fetchMock.mockResolvedValueOnce(json({ error: "city must be at least 2 characters" }, 400));
    expect(await fetchLocations({ by: "city", value: "St. Louis" })).toEqual([]);
    expect(fetchMock.mock.calls[1][0]).toBe("/api/locations?city=St.+Louis");
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it("passes the abort signal and stays quiet when aborted", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation((_url, init) => {
      controller.abort();
      return Promise.reject(init?.signal?.reason);
    });
    expect(await fetchLocations({ by: "city", value: "bev" }, controller.signal)).toEqual([]);
    expect(fetchMock.mock.calls[0][1]?.signal).toBe(controller.signal);
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe("sendFunnelEvent", () => {
  it("fires and forgets, ignoring failures", async () => {
    fetchMock.mockRejectedValue(new TypeError("offline"));
    expect(() => sendFunnelEvent({ event: "form_step", step: 2, lead_uuid: uuid, session_id: "s-1" })).not.toThrow();
    await Promise.resolve();
    expect(JSON.parse(sentBody())).toEqual({ event: "form_step", step: 2, lead_uuid: uuid, session_id: "s-1" });
    expect(fetchMock.mock.calls[0][1]?.keepalive).toBe(true);
  });
});
