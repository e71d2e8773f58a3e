import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseNetlifyToml } from "../../lib/netlify-rules";
import { SECURITY_HEADERS, withSecurityHeaders } from "./security-headers";

describe("security headers", () => {
  it("are the ones netlify.toml sets for every static path, so functions answer with the same", () => {
    const rules = parseNetlifyToml(fs.readFileSync(path.resolve("netlify.toml"), "utf8"));
    const everywhere = rules.headers.find((h) => h.for === "/*");
    expect(everywhere?.values).toEqual(SECURITY_HEADERS);
  });

  it("are added to a response without overriding what the response set itself", async () => {
    const res = withSecurityHeaders(new Response("x", { headers: { "X-Frame-Options": "SAMEORIGIN" } }));
    expect(res.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const fetched = withSecurityHeaders(Response.redirect("https://example.com/", 302));
    expect(fetched.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(await res.text()).toBe("x");
  });
});

describe("function responses", () => {
  it("carry HSTS, COOP and a Content-Security-Policy that frames and loads nothing", () => {
    const res = withSecurityHeaders(Response.json({ ok: true }));
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}/);
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    const csp = res.headers.get("content-security-policy") ?? "";
    for (const directive of ["default-src 'none'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"])
      expect(csp).toContain(directive);
  });
});
