import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { SpawnImpl } from "../../src/server/jobs/site-build";

/**
 * A SpawnImpl for `astro build`s whose outDir lies outside the project (tests and benchmarks
 * build into temp folders). Astro keeps its prerender chunks in `<working directory>/.astro/` and
 * deletes that folder after a build into an outside outDir, which would wipe the project's own
 * `.astro/` (the content types `tsc` reads). So each build runs from `workDir`, which gets a
 * `node_modules` link to the project's, and is pointed at the project with `--root`. `env` is
 * added to every build's environment (an absolute SNAPSHOT_PATH, for example).
 */
export function spawnOutsideProject(workDir: string, env: NodeJS.ProcessEnv = {}): SpawnImpl {
  fs.mkdirSync(workDir, { recursive: true });
  return (command, args, options): ChildProcess => {
    const modules = path.join(workDir, "node_modules");
    if (!fs.existsSync(modules)) fs.symlinkSync(path.join(options.cwd, "node_modules"), modules, "dir");
    return spawn(command, [...args, "--root", options.cwd], {
      cwd: workDir,
      env: { ...options.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
  };
}
