import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./password";

describe("password hashing", () => {
  it("stores scrypt with its parameters and a per-password salt", async () => {
    const a = await hashPassword("correct horse");
    const b = await hashPassword("correct horse");
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct");
  });

  it("verifies the right password only", async () => {
    const stored = await hashPassword("s3cret-pass");
    expect(await verifyPassword("s3cret-pass", stored)).toBe(true);
    expect(await verifyPassword("s3cret-pasS", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("never matches a malformed or tampered hash", async () => {
    const stored = await hashPassword("s3cret-pass");
    const parts = stored.split("$");
    expect(await verifyPassword("s3cret-pass", "plain")).toBe(false);
    expect(await verifyPassword("s3cret-pass", parts.slice(0, 5).join("$"))).toBe(false);
    expect(await verifyPassword("s3cret-pass", [...parts.slice(0, 5), "AAAA"].join("$"))).toBe(false);
    expect(await verifyPassword("s3cret-pass", ["scrypt", "abc", ...parts.slice(2)].join("$"))).toBe(false);
  });

  it("still verifies a hash made with older parameters, and marks it for rehashing", async () => {
    const old = await hashPassword("s3cret-pass-long", { N: 2 ** 14, r: 8, p: 1 });
    expect(old.startsWith("scrypt$16384$8$1$")).toBe(true);
    expect(await verifyPassword("s3cret-pass-long", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword("s3cret-pass-long"))).toBe(false);
  });
});
