import { runNodeScript } from "./node-script";

const SCRIPT = "for (const dir of JSON.parse(process.argv[1])) require('node:fs').rmSync(dir, { recursive: true, force: true });";

/**
 * Removes folders in a child process (see node-script.ts). Removing a replaced site's 108,505
 * files with `fs.promises.rm` in the rebuilding process stalled its event loop for up to 5.6 s at
 * a time. Settles when the folders are gone.
 */
export async function removeTrees(dirs: readonly string[]): Promise<void> {
  if (dirs.length === 0) return;
  await runNodeScript(SCRIPT, [JSON.stringify(dirs)], `remove ${dirs.join(", ")}`);
}
