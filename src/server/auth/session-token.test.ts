import { describe, expect, it } from "vitest";
import { signSessionToken, verifySessionToken } from "./session-token";

const secret = "x".repeat(40);
const sessionId = "AbCdEfGhIjKlMnOpQrStUv0123456789";
const now = 1_700_000_000_000;

describe("session tokens", () => {
  it("round-trips a signed id and expiry", () => {
    const token = signSessionToken({ sessionId, expiresAt: now + 60_000 }, secret);
    expect(verifySessionToken(token, secret, now)).toEqual({ sessionId, expiresAt: now + 60_000 });
  });

  it("rejects an expired token", () => {
    const token = signSessionToken({ sessionId, expiresAt: now + 60_000 }, secret);
    expect(verifySessionToken(token, secret, now + 60_000)).toBeNull();
    expect(verifySessionToken(token, secret, now + 61_000)).toBeNull();
  });

  it("rejects tampering: another id, a later expiry, a changed signature, another secret", () => {
    const token = signSessionToken({ sessionId, expiresAt: now + 60_000 }, secret);
    const [id, exp, sig] = token.split(".");
    expect(verifySessionToken(`${id.replace("A", "B")}.${exp}.${sig}`, secret, now)).toBeNull();
    expect(verifySessionToken(`${id}.${Number(exp) + 1_000_000}.${sig}`, secret, now)).toBeNull();
    const flipped = (sig[0] === "A" ? "B" : "A") + sig.slice(1);
    expect(verifySessionToken(`${id}.${exp}.${flipped}`, secret, now)).toBeNull();
    expect(verifySessionToken(`${id}.${exp}.${sig.slice(0, -2)}`, secret, now)).toBeNull();
    expect(verifySessionToken(token, "y".repeat(40), now)).toBeNull();
    for (const junk of ["", "a.b", "a.b.c.d", `${id}.${exp}`, `${id}.-5.${sig}`]) expect(verifySessionToken(junk, secret, now)).toBeNull();
  });

  it("refuses to sign a malformed id", () => {
    expect(() => signSessionToken({ sessionId: "short", expiresAt: now }, secret)).toThrow();
    expect(() => signSessionToken({ sessionId: `${sessionId}.x`, expiresAt: now }, secret)).toThrow();
  });
});
