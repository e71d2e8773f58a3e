import { describe, expect, it } from "vitest";
import { requiredService } from "../quote/matching";
import { type FunnelStep, lastDays, MAX_RANGE_DAYS, rangeLength, statisticsQuerySchema } from "./statistics-api";
import { statisticsCsv } from "./statistics-csv";
import {
  buildFunnel,
  daysBetween,
  forwardRank,
  moveDistanceKind,
  moveSizeCounts,
  percent,
  pipelineReach,
  topStates,
  zeroFillDays,
} from "./statistics-math";

const TODAY = "2026-11-23";
const schema = statisticsQuerySchema(() => TODAY);
const issuesOf = (q: Record<string, string>) => {
  const r = schema.safeParse(q);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the statistics query", () => {
  it("defaults to the last 30 UTC days ending today", () => {
    expect(schema.parse({})).toEqual({ from: "2026-10-25", to: TODAY });
    expect(rangeLength("2026-10-25", TODAY)).toBe(30);
    expect(schema.parse({ to: "2026-01-31" })).toEqual({ from: "2026-01-02", to: "2026-01-31" });
    expect(schema.parse({ from: "2026-11-01" })).toEqual({ from: "2026-11-01", to: TODAY });
    expect(lastDays(7, TODAY)).toEqual({ from: "2026-11-17", to: TODAY });
  });

  it("refuses bad days, a reversed range and a range over the cap, naming the field", () => {
    expect(issuesOf({ from: "2026-13-01" })).toEqual(["from: must be a real calendar date"]);
    expect(issuesOf({ to: "yesterday" })).toEqual(["to: must be a date written YYYY-MM-DD"]);
    expect(issuesOf({ from: "2026-11-10", to: "2026-11-09" })).toEqual(["from: must not be after to"]);
    expect(issuesOf({ from: "2025-01-01", to: "2026-11-23" })).toEqual([`to: must be within ${MAX_RANGE_DAYS} days of from`]);
    expect(issuesOf({ from: "2025-11-23", to: "2026-11-23" })).toEqual([]); // 366 days, leap-free: still allowed
  });
});

describe("the funnel arithmetic", () => {
  it("counts each stage only from sessions that logged it and computes drop-off against the stage before", () => {
    // 10 opened the form; 6 logged step 2; none logged 3 or 4 (a session seen at 5 is not assumed to have passed them).
    const funnel = buildFunnel(
      new Map<FunnelStep, number>([
        [1, 10],
        [2, 6],
        [5, 2],
        ["submitted", 2],
        [7, 2],
      ]),
    );
    expect(funnel.map((s) => [s.step, s.sessions])).toEqual([
      [1, 10],
      [2, 6],
      [3, 0],
      [4, 0],
      [5, 2],
      [6, 0],
      ["submitted", 2],
      [7, 2],
    ]);
    expect(funnel[0]).toMatchObject({ drop_off: null, drop_off_pct: null, of_first_pct: 100, label: "Step 1: Route (form shown)" });
    expect(funnel[1]).toMatchObject({ drop_off: 4, drop_off_pct: 40, of_first_pct: 60 });
    expect(funnel[2]).toMatchObject({ drop_off: 6, drop_off_pct: 100 });
    // The stage before had nobody: no percentage rather than a division by zero.
    expect(funnel[3]).toMatchObject({ drop_off: 0, drop_off_pct: null });
    expect(funnel[4]).toMatchObject({ drop_off: -2, drop_off_pct: null, of_first_pct: 20 });
  });

  it("has no percentages at all for an empty range", () => {
    const funnel = buildFunnel(new Map());
    expect(funnel.every((s) => s.sessions === 0 && s.of_first_pct === null && s.drop_off_pct === null)).toBe(true);
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(0, 0)).toBeNull();
  });
});

describe("days, states, sizes, distance and pipeline", () => {
  it("zero-fills every day of the range, ignoring rows outside it", () => {
    expect(daysBetween("2024-02-27", "2024-03-01")).toEqual(["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(
      zeroFillDays("2026-11-20", "2026-11-22", [
        { day: "2026-11-21", n: 3 },
        { day: "2026-11-30", n: 9 },
      ]),
    ).toEqual([
      { day: "2026-11-20", leads: 0 },
      { day: "2026-11-21", leads: 3 },
      { day: "2026-11-22", leads: 0 },
    ]);
  });

  it("lists the top states and sums the rest", () => {
    const rows = [
      { state: "TX", leads: 5 },
      { state: "ca", leads: 2 },
      { state: "CA", leads: 3 },
      { state: "NY", leads: 1 },
      { state: "", leads: 4 },
    ];
    expect(topStates(rows, 2)).toEqual({
      top: [
        { state: "CA", leads: 5 },
        { state: "TX", leads: 5 },
      ],
      other: 5,
    });
  });

  it("counts every offered move size, then other stored values", () => {
    const sizes = moveSizeCounts([
      { move_size: "4br", leads: 2 },
      { move_size: "", leads: 1 },
    ]);
    expect(sizes.map((s) => [s.label, s.leads])).toEqual([
      ["Studio/1BR", 0],
      ["2-3 Bedrooms", 0],
      ["4+ Bedrooms", 2],
      ["Office/Commercial", 0],
      ["Not given", 1],
    ]);
  });

  it("tells local from long-distance moves by the quote matching's rule", () => {
    const bh = { lat: 34.0901, lng: -118.4065 }; // Beverly Hills
    const la = { lat: 34.0614, lng: -118.2385 }; // downtown Los Angeles
    const sd = { lat: 32.7157, lng: -117.1611 }; // San Diego
    const sameRule = (a: typeof bh, b: typeof bh, sa: string, sb: string) =>
      requiredService({ origin: { ...a, state: sa }, destination: { ...b, state: sb }, moveSize: "2-3br" }) === "local-moving"
        ? "local"
        : "long-distance";
    expect(moveDistanceKind({ state: "CA", point: bh }, { state: "CA", point: la })).toBe("local");
    expect(moveDistanceKind({ state: "CA", point: bh }, { state: "CA", point: sd })).toBe("long-distance");
    expect(moveDistanceKind({ state: "CA", point: bh }, { state: "NV", point: la })).toBe("long-distance");
    for (const [a, b, sa, sb] of [
      [bh, la, "CA", "CA"],
      [bh, sd, "CA", "CA"],
      [bh, la, "CA", "NV"],
    ] as const) {
      expect(moveDistanceKind({ state: sa, point: a }, { state: sb, point: b })).toBe(sameRule(a, b, sa, sb));
    }
    expect(moveDistanceKind({ state: "CA" }, { state: "CA", point: la })).toBe("unknown");
    expect(moveDistanceKind({ state: "" }, { state: "CA" })).toBe("unknown");
  });

  it("counts a lead for every pipeline status up to its furthest, and lost on its own", () => {
    expect(forwardRank("quoted")).toBe(3);
    expect(forwardRank("lost")).toBe(0);
    // 4 leads stayed new, 3 got to contacted (1 of them lost there), 2 converted; 1 lost now.
    const stages = pipelineReach(
      [
        { rank: 0, leads: 4 },
        { rank: 1, leads: 3 },
        { rank: 4, leads: 2 },
      ],
      1,
    );
    expect(stages.map((s) => [s.status, s.leads, s.pct])).toEqual([
      ["new", 9, 100],
      ["contacted", 5, 55.6],
      ["scheduled", 2, 22.2],
      ["quoted", 2, 22.2],
      ["converted", 2, 22.2],
      ["lost", 1, 11.1],
    ]);
    expect(pipelineReach([], 0).every((s) => s.leads === 0 && s.pct === null)).toBe(true);
  });
});

describe("the CSV of a chart", () => {
  it("writes the table's rows formula-safe", () => {
    expect(
      statisticsCsv(
        ["State", "Leads"],
        [
          ["=HYPERLINK(1)", 3],
          ["TX", -2],
        ],
      ),
    ).toBe("State,Leads\r\n'=HYPERLINK(1),3\r\nTX,-2\r\n");
  });
});
