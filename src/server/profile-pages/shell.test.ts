import { describe, expect, it } from "vitest";
import { fillShell, PROFILE_SHELL_MARKERS, splitShell } from "./shell";

const { head, body } = PROFILE_SHELL_MARKERS;

describe("profile shell", () => {
  it("puts a profile's head and body where the markers were", () => {
    const shell = splitShell(`<html><head>${head}<link rel="stylesheet" href="/a.css"></head><body><main> ${body} </main></body></html>`);
    expect(fillShell(shell, { head: "<title>A</title>", body: "<h1>A</h1>" })).toBe(
      '<html><head><title>A</title><link rel="stylesheet" href="/a.css"></head><body><main> <h1>A</h1> </main></body></html>',
    );
  });

  it("refuses a shell without both markers once each, head first", () => {
    expect(() => splitShell(`<head>${head}</head><main></main>`)).toThrow(/marker/);
    expect(() => splitShell(`<head></head><main>${body}</main>`)).toThrow(/marker/);
    expect(() => splitShell(`<head>${head}${head}</head><main>${body}</main>`)).toThrow(/marker/);
    expect(() => splitShell(`<head>${head}</head><main>${body}${body}</main>`)).toThrow(/marker/);
    expect(() => splitShell(`<main>${body}</main><head>${head}</head>`)).toThrow(/marker/);
  });
});
