/**
 * The API benchmarks' baseline: a server built with the same `startServer` as scripts/serve.ts,
 * but whose functions folder (the argument) holds one function returning a constant. Run as a
 * child process so it never shares an event loop with autocannon.
 *
 *   tsx scripts/bench/baseline-server.ts <functionsDir>
 */

import { startServer } from "../../src/platform/server";
import { config, resolvePath } from "../../src/server/config";

const functionsDir = process.argv[2];
if (!functionsDir) {
  console.error("Usage: tsx scripts/bench/baseline-server.ts <functionsDir>");
  process.exit(1);
}
const cfg = config();
const running = await startServer({
  host: "127.0.0.1",
  port: 0,
  distDir: resolvePath(cfg.DIST_DIR),
  functionsDir,
  netlifyTomlPath: resolvePath("netlify.toml"),
  maxBodyBytes: cfg.MAX_BODY_BYTES,
  trustProxy: cfg.TRUST_PROXY,
});
process.stdout.write(`Serving ${running.url}\n`);
const stop = () => running.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
process.stdin.on("data", () => {});
process.stdin.once("end", stop); // the parent went away
