import { describe, expect, it } from "vitest";
import { attr, escapeAttr, escapeText } from "./html-escape";

describe("escapeText", () => {
  it("writes &, <, >, quotes and apostrophes as entities, as Astro does for {text}", () => {
    expect(escapeText(`<script>alert("x")</script> & 'q'`)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;");
    expect(escapeText(1234)).toBe("1234");
  });
});

describe("escapeAttr", () => {
  it("writes & and double quotes as numeric entities, as Astro does for attributes", () => {
    expect(escapeAttr(`Smith & "Sons" <Movers>`)).toBe("Smith &#38; &#34;Sons&#34; <Movers>");
    expect(escapeAttr("mailto:a&b@x.example")).toBe("mailto:a&#38;b@x.example");
  });

  it("leaves the & of an http(s) URL as Astro does, but never a double quote", () => {
    expect(escapeAttr("https://x.example/?a=1&b=2")).toBe("https://x.example/?a=1&b=2");
    expect(escapeAttr(`https://x.example/?a=1&b="><script>`)).toBe("https://x.example/?a=1&b=&#34;><script>");
    expect(escapeAttr(`https://x.example/?q="x"`)).toBe("https://x.example/?q=&#34;x&#34;");
  });
});

describe("attr", () => {
  it("omits a missing value and writes an empty one bare, as Astro does", () => {
    expect(attr("href", undefined)).toBe("");
    expect(attr("href", null)).toBe("");
    expect(attr("alt", "")).toBe(" alt");
    expect(attr("content", `a & "b"`)).toBe(` content="a &#38; &#34;b&#34;"`);
    expect(attr("width", 320)).toBe(` width="320"`);
  });
});
