import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resetConfig } from "../config";
import { awaitPageList, awaitSnapshot, snapshotReadyFile } from "./render-gate";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "render-gate-"));
const saved = process.env.RENDER_ONLY_FILE;
afterAll(() => {
  if (saved === undefined) delete process.env.RENDER_ONLY_FILE;
  else process.env.RENDER_ONLY_FILE = saved;
  delete process.env.RENDER_GATE_OWNER_PID;
  resetConfig();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a partial build started before its page list", () => {
  it("reads the snapshot once it is marked final, and the page list once it exists", () => {
    const list = path.join(dir, "pages.json");
    process.env.RENDER_ONLY_FILE = list;
    resetConfig();
    // Another process marks the snapshot final, then writes the list (through a rename, as the
    // rebuild does once the pages are planned, so the gate never sees a half-written list).
    const script = `const fs = require("node:fs");
      setTimeout(() => fs.writeFileSync(${JSON.stringify(snapshotReadyFile(list))}, ""), 300);
      setTimeout(() => { fs.writeFileSync(${JSON.stringify(`${list}.tmp`)}, "[]"); fs.renameSync(${JSON.stringify(`${list}.tmp`)}, ${JSON.stringify(list)}); }, 700);`;
    spawn(process.execPath, ["-e", script], { stdio: "ignore" });
    const started = performance.now();
    awaitSnapshot();
    expect(performance.now() - started).toBeGreaterThan(200);
    expect(fs.existsSync(list)).toBe(false);
    awaitPageList();
    expect(performance.now() - started).toBeGreaterThan(600);
    expect(fs.readFileSync(list, "utf8")).toBe("[]");
    const again = performance.now();
    awaitSnapshot();
    awaitPageList();
    expect(performance.now() - again).toBeLessThan(50);
  });

  it("parked ahead of the next change, waits while its owner lives and stops once it has ended", async () => {
    const list = path.join(dir, "parked.json");
    process.env.RENDER_ONLY_FILE = list;
    process.env.RENDER_GATE_OWNER_PID = String(process.pid);
    resetConfig();
    // Written as the rebuild writes it, through a rename, so the gate never sees a half-written file.
    const write = `const fs = require("node:fs"); fs.writeFileSync(${JSON.stringify(`${list}.tmp`)}, "[]"); fs.renameSync(${JSON.stringify(`${list}.tmp`)}, ${JSON.stringify(list)});`;
    spawn(process.execPath, ["-e", `setTimeout(() => { ${write} }, 300)`], { stdio: "ignore" });
    awaitPageList();
    expect(fs.readFileSync(list, "utf8")).toBe("[]");

    // An owner that has exited (and been reaped): nobody will write the list, so the wait ends with that reason.
    const owner = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise((resolve) => owner.once("exit", resolve));
    process.env.RENDER_ONLY_FILE = path.join(dir, "never.json");
    process.env.RENDER_GATE_OWNER_PID = String(owner.pid);
    resetConfig();
    const started = performance.now();
    expect(() => awaitPageList()).toThrow(`the process that parked this build (${owner.pid}) has ended`);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
