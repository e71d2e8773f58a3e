import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "../config";
import { clearSessionCookie, readSessionCookie, SESSION_COOKIE, serializeSessionCookie } from "./cookies";

const http = new Request("http://localhost:4321/api/login");
const https = new Request("https://movers.example/api/login");
const spoofed = new Request("http://localhost:4321/api/login", { headers: { "x-forwarded-proto": "https" } });
const behindTls = new Request("http://movers.example/api/login");

afterEach(() => {
  delete process.env.SITE_URL;
  resetConfig();
});

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Strict, Path=/ with a Max-Age", () => {
    const cookie = serializeSessionCookie(http, "tok.en.sig", 3600);
    expect(cookie.startsWith(`${SESSION_COOKIE}=tok.en.sig; `)).toBe(true);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=3600");
    expect(cookie).not.toContain("Secure");
  });

  it("is Secure over https, or for the configured https site's host behind a TLS proxy", () => {
    expect(serializeSessionCookie(https, "t", 60)).toContain("; Secure");
    expect(serializeSessionCookie(behindTls, "t", 60)).not.toContain("Secure");
    process.env.SITE_URL = "https://movers.example";
    resetConfig();
    expect(serializeSessionCookie(behindTls, "t", 60)).toContain("; Secure");
    expect(serializeSessionCookie(http, "t", 60)).not.toContain("Secure");
  });

  it("does not follow a client-sent X-Forwarded-Proto", () => {
    expect(serializeSessionCookie(spoofed, "t", 60)).not.toContain("Secure");
  });

  it("clears with Max-Age=0", () => {
    const cookie = clearSessionCookie(https);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=; `));
    expect(cookie).toContain("Max-Age=0");
    expect(cookie).toContain("Secure");
  });

  it("reads the token among other cookies", () => {
    const with_ = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });
    expect(readSessionCookie(with_(`a=1; ${SESSION_COOKIE}=abc.def.ghi; b=2`))).toBe("abc.def.ghi");
    expect(readSessionCookie(with_(`x${SESSION_COOKIE}=nope`))).toBeNull();
    expect(readSessionCookie(with_(`${SESSION_COOKIE}=`))).toBeNull();
    expect(readSessionCookie(http)).toBeNull();
  });
});
