/**
 * Fuzzing the public APIs against the real server with a seeded generator: malformed JSON,
 * wrong types, huge strings, odd unicode, missing and extra fields, odd methods, content types
 * and headers. No answer may be 5xx, and the server must be healthy and take a lead afterwards.
 * FUZZ_SEED and FUZZ_REQUESTS reproduce or enlarge a run; a failure lists the requests that
 * broke, each with the seed and its index.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SeededRandom } from "../../src/lib/random";
import { type ServedDatabase, serveTestDatabase } from "../support/health-test-server";
import { sampleLeadFields } from "../support/sample-quote";
import { createTestDatabase, csvText, type TestDatabase } from "../support/test-database";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const CONCURRENCY = 12;
let t: TestDatabase;
let served: ServedDatabase | undefined;
let url = "";

type Shape = Record<string, unknown>;
interface Api {
  path: string;
  method: "GET" | "POST";
  /** A valid request's fields (query for GET, body for POST). */
  valid(r: SeededRandom): Shape;
  form?: boolean;
}

const uuid = (r: SeededRandom) => "xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx".replace(/x/g, () => r.int(0, 15).toString(16));
const APIS: Api[] = [
  { path: "/api/sessions", method: "POST", valid: (r) => ({ uuid: uuid(r), data: { step: r.int(1, 5) } }) },
  {
    path: "/api/proxy/match_companies",
    method: "POST",
    valid: (r) => ({ lead_uuid: uuid(r), from_zip: "90210", to_zip: "78701", move_size: "1 Bedroom" }),
  },
  { path: "/api/events", method: "POST", valid: (r) => ({ event: "step_view", step: r.int(1, 6), lead_uuid: uuid(r), session_id: uuid(r) }) },
  { path: "/api/leads", method: "POST", form: true, valid: (r) => sampleLeadFields(uuid(r)) },
  {
    path: "/api/inquiries",
    method: "POST",
    form: true,
    valid: () => ({ company_name: "Acme", contact_name: "Jo", email: "jo@example.com", topic: "listing", message: "Hi" }),
  },
  { path: "/api/locations", method: "GET", valid: (r) => (r.chance(0.5) ? { zip: "9021" } : { city: "Austin" }) },
  { path: "/api/locations/resolve", method: "GET", valid: () => ({ q: "Austin, TX" }) },
  { path: "/api/search", method: "GET", valid: () => ({ q: "movers", page: "1" }) },
  { path: "/api/companies", method: "GET", valid: () => ({ state: "TX", city: "austin", page: "1" }) },
  { path: "/api/companies/featured", method: "GET", valid: () => ({}) },
  { path: "/api/zip-coordinates", method: "GET", valid: () => ({ zip: "78701" }) },
  { path: "/api/login", method: "POST", valid: (r) => ({ username: `user${r.int(1, 9)}`, password: "not-the-password" }) },
  { path: "/api/health", method: "GET", valid: () => ({}) },
];

const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "\uD800",
  "😀".repeat(50),
  "\u202Eevil",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00%ff%",
  "NaN",
  "-1",
  "1e309",
  "__proto__",
  "ｆｕｌｌｗｉｄｔｈ",
  "a\r\nSet-Cookie: x=1",
];
const ODD_VALUES: unknown[] = [null, true, 0, -1, 1.5, 2 ** 53 + 1, [], [1, "a"], {}, { nested: { deeper: [null] } }, { __proto__: { admin: true } }];

function oddValue(r: SeededRandom): unknown {
  const roll = r.next();
  if (roll < 0.35) return r.pick(ODD_STRINGS);
  if (roll < 0.65) return r.pick(ODD_VALUES);
  if (roll < 0.8) return "x".repeat(r.pick([300, 5_000, 70_000]));
  return r.pick(["é", "中", "🚚", "\u0301"]).repeat(r.int(1, 3_000));
}

/** The valid fields with some changed, dropped or added. */
function mutate(r: SeededRandom, fields: Shape): Shape {
  const out: Shape = { ...fields };
  const keys = Object.keys(out);
  const changes = r.int(1, 4);
  for (let i = 0; i < changes; i++) {
    const roll = r.next();
    if (roll < 0.4 && keys.length) out[r.pick(keys)] = oddValue(r);
    else if (roll < 0.65 && keys.length) delete out[r.pick(keys)];
    else out[r.pick(["constructor", "__proto__", "extra", "x".repeat(200), "ü"])] = oddValue(r);
  }
  return out;
}

const asText = (v: unknown) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
const toQuery = (fields: Shape) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, asText(v)])).toString();

interface Case {
  index: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Request number `index` of the run: the same seed gives the same requests. */
function makeCase(index: number): Case {
  const r = new SeededRandom(SEED + index * 7919);
  const api = r.pick(APIS);
  const fields = r.chance(0.85) ? mutate(r, api.valid(r)) : api.valid(r);
  const headers: Record<string, string> = {};
  let method: string = r.chance(0.9) ? api.method : r.pick(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]);
  let path = api.path;
  let body: string | undefined;
  if (method === "GET" || method === "HEAD") {
    const broken = r.chance(0.15) ? `&${r.pick(["%E0%A4%A", "a=%", "=", "q=1&q=2", "zip[]=1", "%"])}` : "";
    path = `${api.path}?${toQuery(fields)}${broken}`;
  } else {
    const style = r.next();
    if (style < 0.15) body = r.pick(["{", '{"a":', "[1,2", "nul", '{"a":1}}', "\u0000\u0001", "{".repeat(5_000)]);
    else if (style < 0.25) body = asText(oddValue(r));
    else if (api.form ? style < 0.7 : style < 0.35) body = toQuery(fields);
    else body = JSON.stringify(fields);
    headers["Content-Type"] = r.chance(0.8)
      ? body.startsWith("{") || body.startsWith("[")
        ? "application/json"
        : "application/x-www-form-urlencoded"
      : r.pick(["text/plain", "application/json; charset=latin1", "multipart/form-data; boundary=x", "application/xml", "", "*/*;;;"]);
    if (r.chance(0.05)) method = "POST";
  }
  if (r.chance(0.2))
    headers.Accept = r.pick(["application/json", "text/html", "*/*", "application/xml;q=0", "\u00e9"].filter((a) => /^[\x20-\x7e]*$/.test(a)));
  // Mostly same-origin, so most requests get past the Origin check to the handler.
  if (r.chance(0.7)) headers.Origin = url;
  else if (r.chance(0.3)) headers.Origin = r.pick(["https://evil.example", "null", "http://localhost:1"]);
  if (r.chance(0.05)) headers["X-Forwarded-For"] = r.pick(["1.2.3.4", "not-an-ip", "1.1.1.1, 2.2.2.2", ""]);
  if (r.chance(0.05)) headers.Cookie = r.pick(["nmd_admin_session=abc.def.ghi", "a=b; a=c", "=;"]);
  if (r.chance(0.03)) headers["Content-Encoding"] = "gzip";
  if (r.chance(0.03)) headers["X-Long"] = "y".repeat(4_000);
  return { index, method, path, headers, body };
}

const describeCase = (c: Case) =>
  `#${c.index} (FUZZ_SEED=${SEED}) ${c.method} ${c.path.slice(0, 200)} ${JSON.stringify(c.headers).slice(0, 200)} body=${JSON.stringify(c.body?.slice(0, 200) ?? null)}`;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.seedCompanies(
    csvText(
      ["name", "city", "state", "zip", "is_featured"],
      [
        ["Acme Movers", "Austin", "TX", "78701", "true"],
        ["Beta Movers", "Dallas", "TX", "75201", "false"],
      ],
    ),
  );
  served = await serveTestDatabase(t, { ADMIN_USERNAME: "fuzz-admin", ADMIN_PASSWORD: "a-long-enough-password-1", LEAD_RATE_LIMIT: "100000" });
  url = served.url;
}, 60_000);

afterAll(async () => {
  await served?.stop();
  await t?.cleanup();
});

describe("fuzzing the public APIs", () => {
  it(`${REQUESTS} seeded requests: no 5xx, and the server stays healthy`, { timeout: 90_000 }, async () => {
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const c = makeCase(next++);
        try {
          const res = await fetch(`${url}${c.path}`, { method: c.method, headers: c.headers, body: c.body, redirect: "manual" });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) failures.push(`${res.status} ← ${describeCase(c)}`);
        } catch (error) {
          failures.push(`no answer (${(error as Error).message}) ← ${describeCase(c)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const summary = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(" ");
    console.log(`fuzz (seed ${SEED}): ${REQUESTS} requests, statuses ${summary}; ${failures.length} failures`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect([...statuses.keys()].some((s) => s === 200)).toBe(true);
    expect([...statuses.keys()].some((s) => s === 400)).toBe(true);

    expect(served?.server.child.exitCode).toBeNull();
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { ok: boolean }).ok).toBe(true);
    const lead = await fetch(`${url}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.9" },
      body: new URLSearchParams(sampleLeadFields("0c1d2e3f-4a5b-4c6d-8e7f-001122334455")).toString(),
    });
    expect(lead.status).toBe(200);
  });
});
