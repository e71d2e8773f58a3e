import { describe, expect, it } from "vitest";
import { KeptWhenAskedAgain } from "./kept-when-asked-again";

const cache = () => new KeptWhenAskedAgain({ max: 10, maxChars: 1_000, remembered: 5 });

describe("KeptWhenAskedAgain", () => {
  it("keeps a text from its key's second ask within the window, not its first", () => {
    const kept = cache();
    kept.offer("page 1", "first");
    expect(kept.get("page 1")).toBeUndefined();
    kept.offer("page 2", "other");
    kept.offer("page 1", "first again");
    expect(kept.get("page 1")).toBe("first again");
    expect(kept.get("page 2")).toBeUndefined();
    expect(kept.size).toBe(1);
  });

  it("keeps nothing of a crawl through more keys than it remembers, however often it is repeated", () => {
    const kept = cache();
    for (let pass = 0; pass < 3; pass++) for (let page = 0; page < 6; page++) kept.offer(`page ${page}`, `text ${page}`);
    expect(kept.size).toBe(0);
  });

  it("keeps a crawl that fits in the window from its second pass, and a hot key asked between a longer crawl's", () => {
    const short = cache();
    for (let pass = 0; pass < 2; pass++) for (let page = 0; page < 4; page++) short.offer(`page ${page}`, `text ${page}`);
    expect(short.size).toBe(4);

    const mixed = cache();
    for (let page = 0; page < 30; page++) {
      mixed.offer(`page ${page}`, `text ${page}`);
      if (page % 3 === 0) mixed.offer("first page", "hot");
    }
    expect(mixed.get("first page")).toBe("hot");
    expect(mixed.size).toBe(1);
  });

  it("drops the least recently used kept text past its count or its characters", () => {
    const kept = new KeptWhenAskedAgain({ max: 2, maxChars: 10, remembered: 5 });
    for (const key of ["a", "b", "c"]) {
      kept.offer(key, "12345");
      kept.offer(key, "12345");
    }
    expect([kept.get("a"), kept.get("b"), kept.get("c")]).toEqual([undefined, "12345", "12345"]);
    kept.offer("d", "1234567");
    kept.offer("d", "1234567");
    expect([kept.get("c"), kept.get("d")]).toEqual([undefined, "1234567"]);
  });
});
