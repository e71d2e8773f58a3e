// Test fixture: the local server with the project's real functions/ and netlify.toml over the
// dist given as argv[2], on a free port; prints "Serving URL" and exits when stdin closes.
import path from "node:path";
import { startServer } from "../server";

const root = path.resolve(import.meta.dirname, "../../..");
const running = await startServer({
  host: "127.0.0.1",
  port: 0,
  distDir: process.argv[2] as string,
  functionsDir: path.join(root, "functions"),
  netlifyTomlPath: path.join(root, "netlify.toml"),
  maxBodyBytes: 11 * 1024 * 1024,
  trustProxy: false,
});
process.stdout.write(`Serving ${running.url}\n`);
process.stdin.on("data", () => {});
process.stdin.on("end", () => running.close().then(() => process.exit(0)));
