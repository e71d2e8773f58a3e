import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type HeaderRule, parseHeadersFile } from "../lib/netlify-rules";

/**
 * The `_headers` file the build writes into dist (the pages' Content-Security-Policy, whose
 * script hashes come from that build), re-read whenever a rebuild replaces it, as Netlify
 * reads the one in its publish directory. No file means no rules.
 */
export class DistHeaders {
  private cached: { mtimeMs: number; rules: HeaderRule[] } | undefined;

  constructor(private readonly distDir: string) {}

  rules(): HeaderRule[] {
    const file = path.join(this.distDir, "_headers");
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      this.cached = undefined;
      return [];
    }
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, rules: parseHeadersFile(readFileSync(file, "utf8"), file) };
    return this.cached.rules;
  }
}
