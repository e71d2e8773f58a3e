import { describe, expect, it } from "vitest";
import { backgroundErrorLog } from "./background-errors";

describe("background error log", () => {
  it("reports a store outage once when it starts and once when it ends, other errors every time", () => {
    const lines: string[] = [];
    const errors = backgroundErrorLog("Job runner", (...args) => lines.push(args.map(String).join(" ")));
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    for (let i = 0; i < 5; i++) errors.failed(refused);
    errors.succeeded();
    errors.succeeded();
    errors.failed(new Error("boom"));
    errors.failed(new Error("boom"));
    expect(lines).toEqual([
      "Job runner: the run-time store is unavailable (connect ECONNREFUSED 127.0.0.1:5432); retrying until it is back",
      "Job runner: the run-time store is back",
      "Job runner failed: Error: boom",
      "Job runner failed: Error: boom",
    ]);
  });
});
