import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseNetlifyToml } from "./netlify-rules";
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
