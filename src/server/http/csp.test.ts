import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseHeadersFile } from "../../lib/netlify-rules";
import { inlineScriptHashes, pagePolicy, writeCspHeaders } from "./csp";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("page Content-Security-Policy", () => {
  it("hashes inline scripts and modules, not external scripts or JSON-LD", () => {
    const html = `<script>(()=>{self.Astro={}})()</script><script type="module">import "x"</script>
      <script src="/_astro/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("(()=>{self.Astro={}})()"), sha('import "x"')]);
  });

  it("allows only this site's scripts and the hashed ones, frames nothing, loads no plugins", () => {
    const policy = pagePolicy([sha("a"), sha("a")]);
    expect(policy).toContain(`script-src 'self' ${sha("a")};`);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "img-src 'self' https: data:"]) expect(policy).toContain(d);
  });

  it("is written to dist/_headers for every page, covering each page's inline scripts", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
    fs.mkdirSync(path.join(dist, "company"));
    fs.writeFileSync(path.join(dist, "index.html"), "<script>one()</script>");
    fs.writeFileSync(path.join(dist, "company", "acme.html"), "<script>two()</script><script>one()</script>");
    try {
      expect(await writeCspHeaders(dist)).toEqual({ pages: 2, hashes: 2 });
      const [rule] = parseHeadersFile(fs.readFileSync(path.join(dist, "_headers"), "utf8"));
      expect(rule?.for).toBe("/*");
      const csp = rule?.values["Content-Security-Policy"] ?? "";
      expect(csp).toContain(sha("one()"));
      expect(csp).toContain(sha("two()"));
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
