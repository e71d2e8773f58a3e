import { describe, expect, it } from "vitest";
import { cronProblem, isValidTimeZone, nextCronRun, nextCronRuns, scheduleCreateSchema, schedulePatchSchema } from "./schedules-api";

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe("cronProblem", () => {
  it("accepts five-field expressions, names and nicknames", () => {
    for (const cron of [
      "0 3 * * *",
      "*/15 * * * *",
      "30 6 * * MON-FRI",
      "0 4 1 * *",
      "0 0 1 JAN *",
      "0 0 29 2 *",
      "@daily",
      "@hourly",
      " 5 4 * * 0 ",
    ]) {
      expect(cronProblem(cron), cron).toBeUndefined();
    }
  });

  it("explains what is wrong with an expression in words", () => {
    expect(cronProblem("")).toMatch(/enter a cron expression/);
    expect(cronProblem("* * *")).toBe("use five fields: minute hour day-of-month month day-of-week, for example 0 3 * * * (every day at 03:00)");
    expect(cronProblem("0 0 * * * *")).toMatch(/^use five fields/);
    expect(cronProblem("61 * * * *")).toBe("is not a valid cron expression (invalid value for minute: 61)");
    expect(cronProblem("0 24 * * *")).toBe("is not a valid cron expression (invalid value for hour: 24)");
    expect(cronProblem("0 0 * * 8")).toBe("is not a valid cron expression (invalid value for day of the week: 8)");
    expect(cronProblem("every day")).toMatch(/^use five fields/);
    expect(cronProblem("0 0 30 2 *")).toBe("never runs: no date matches it (for example 30 February)");
    expect(cronProblem(`0 0 ${"1,".repeat(60)}1 * *`)).toBe("must be at most 100 characters");
  });
});

describe("nextCronRuns", () => {
  /** The next three runs of `cron` in `zone` strictly after `after`, as UTC minutes ("2026-03-07T12:30"). */
  const runsAfter = (cron: string, zone: string, after: string) =>
    iso(nextCronRuns(cron, zone, new Date(`${after}:00Z`))).map((run) => run.replace(/:00\.000Z$/, ""));

  // Times are UTC. Chicago and Tokyo read the same weekday expression from a Friday in their own zones.
  // New York springs forward on 8 March 2026: 09:00 is 14:00Z before and 13:00Z after; 02:30 does not
  // exist that day, so the run moves to 03:00 EDT (07:00Z). 01:30 happens twice on 1 November 2026
  // (EDT, then EST); the job runs once, at the first.
  it.each<[cron: string, zone: string, after: string, runs: string[]]>([
    ["*/15 * * * *", "UTC", "2026-03-07T12:15", ["2026-03-07T12:30", "2026-03-07T12:45", "2026-03-07T13:00"]],
    ["0 9 * * MON-FRI", "America/Chicago", "2026-01-09T18:00", ["2026-01-12T15:00", "2026-01-13T15:00", "2026-01-14T15:00"]],
    ["0 9 * * MON-FRI", "Asia/Tokyo", "2026-01-09T18:00", ["2026-01-12T00:00", "2026-01-13T00:00", "2026-01-14T00:00"]],
    ["0 9 * * *", "America/New_York", "2026-03-06T15:00", ["2026-03-07T14:00", "2026-03-08T13:00", "2026-03-09T13:00"]],
    ["30 2 * * *", "America/New_York", "2026-03-07T12:00", ["2026-03-08T07:00", "2026-03-09T06:30", "2026-03-10T06:30"]],
    ["30 1 * * *", "America/New_York", "2026-10-31T12:00", ["2026-11-01T05:30", "2026-11-02T06:30", "2026-11-03T06:30"]],
  ])("%s in %s, after %sZ, runs next at the listed times", (cron, zone, after, runs) => {
    expect(runsAfter(cron, zone, after)).toEqual(runs);
  });

  it("gives the single next run, or the first match after a time on a match", () => {
    expect(nextCronRun("0 * * * *", "UTC", new Date("2026-05-01T10:00:00Z"))?.toISOString()).toBe("2026-05-01T11:00:00.000Z");
  });
});

describe("isValidTimeZone", () => {
  it("accepts IANA zones and refuses anything else", () => {
    for (const zone of ["UTC", "America/Chicago", "Europe/Berlin", "Pacific/Honolulu"]) expect(isValidTimeZone(zone), zone).toBe(true);
    for (const zone of ["", "Mars/Olympus_Mons", "Central Time", "x".repeat(80)]) expect(isValidTimeZone(zone), zone).toBe(false);
  });
});

describe("scheduleCreateSchema", () => {
  it("fills in the defaults", () => {
    expect(scheduleCreateSchema.parse({ script_id: "retry-deliveries", cron: " 0 3 * * * " })).toEqual({
      script_id: "retry-deliveries",
      cron: "0 3 * * *",
      timezone: "UTC",
      enabled: true,
      params: {},
    });
  });

  it("names the field at fault", () => {
    const result = scheduleCreateSchema.safeParse({ script_id: "", cron: "61 * * * *", timezone: "Nowhere/Land", enabled: "yes", params: [] });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join(".")).sort();
    expect(paths).toEqual(["cron", "enabled", "params", "script_id", "timezone"]);
  });

  it("refuses an empty edit", () => {
    expect(schedulePatchSchema.safeParse({}).success).toBe(false);
    expect(schedulePatchSchema.safeParse({ enabled: false }).success).toBe(true);
  });
});
