import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * What a built site was built from: the snapshot's content hash and a fingerprint of the code
 * and settings that shape the pages. Kept in `<dist>/.build-state.json` (a dotfile: the local
 * server does not serve it; Netlify builds do not write it), it tells an incremental rebuild
 * whether the live site still matches the snapshot it would diff against.
 */
export interface BuildState {
  snapshot: string;
  code: string;
}

export const BUILD_STATE_FILE = ".build-state.json";

/** Sources whose change can alter any page: all of them mean a full rebuild. */
const CODE_PATHS = ["src", "public", "astro.config.mjs", "package-lock.json", "tsconfig.json"];

export function fileSha256(file: string): string {
  return createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

/** A hash over every file under CODE_PATHS (path and bytes, in path order) and the site URL. */
export function codeFingerprint(rootDir: string, siteUrl: string): string {
  const hash = createHash("sha256").update(`site ${siteUrl}\n`);
  const files: string[] = [];
  for (const entry of CODE_PATHS) {
    const full = path.join(rootDir, entry);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isFile()) files.push(entry);
    else
      for (const f of fs.readdirSync(full, { recursive: true, withFileTypes: true }))
        if (f.isFile()) files.push(path.relative(rootDir, path.join(f.parentPath, f.name)));
  }
  for (const file of files.sort()) hash.update(`${file}\n`).update(fs.readFileSync(path.join(rootDir, file)));
  return hash.digest("hex");
}

export function currentBuildState(rootDir: string, snapshotPath: string, siteUrl: string): BuildState {
  return { snapshot: fileSha256(snapshotPath), code: codeFingerprint(rootDir, siteUrl) };
}

export function writeBuildState(distDir: string, state: BuildState): void {
  fs.writeFileSync(path.join(distDir, BUILD_STATE_FILE), `${JSON.stringify(state)}\n`);
}

export function readBuildState(distDir: string): BuildState | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(distDir, BUILD_STATE_FILE), "utf8"));
    return typeof parsed?.snapshot === "string" && typeof parsed?.code === "string" ? { snapshot: parsed.snapshot, code: parsed.code } : null;
  } catch {
    return null;
  }
}
