import { describe, expect, it } from "vitest";
import { droppedConnection, storeFailure } from "./store-errors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("storeFailure", () => {
  it("names what a visitor is told and how long to wait, looking through wrapped causes", () => {
    const wrapped = new Error("insert failed", { cause: withCode("cannot execute INSERT in a read-only transaction", "25006") });
    expect(storeFailure(wrapped)).toEqual({
      kind: "read-only",
      code: "25006",
      message: "We cannot save anything right now: our database is read-only. Please try again later.",
      retryAfterSeconds: 120,
    });
    expect(storeFailure(withCode("database or disk is full", "SQLITE_FULL"))?.kind).toBe("full");
    expect(storeFailure(new AggregateError([withCode("connect", "ECONNREFUSED")]))?.kind).toBe("unreachable");
    expect(storeFailure(withCode("duplicate key", "23505"))).toBeNull();
  });
});

describe("droppedConnection", () => {
  it("is true for a connection the server ended, false for a store that refuses or is down", () => {
    expect(droppedConnection(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(droppedConnection(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(droppedConnection(withCode("read ECONNRESET", "ECONNRESET"))).toBe(true);
    expect(droppedConnection(withCode("connect ECONNREFUSED 127.0.0.1:1", "ECONNREFUSED"))).toBe(false);
    expect(droppedConnection(new Error("timeout exceeded when trying to connect"))).toBe(false);
    expect(droppedConnection(withCode("cannot execute INSERT in a read-only transaction", "25006"))).toBe(false);
  });
});
