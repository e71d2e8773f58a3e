import { execFileSync, spawn } from "node:child_process";
import { type ChildServer, startChildServer } from "../../test/support/child-server";

/** Runs `node --import tsx <args>` to completion; rejects with its output when it fails. */
export function runScript(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with code ${code}\n${output}`))));
  });
}

/**
 * Server processes for the API benchmarks: each is started with `node --import tsx <args>` and
 * is ready when it prints `Serving http://...`; `stopAll` ends them (SIGTERM, then SIGKILL).
 */
export class ChildServers {
  private readonly running = new Set<ChildServer>();

  constructor(private readonly cwd: string) {}

  /** Starts a server and resolves with the URL it prints. */
  async start(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
    const server = await startChildServer(args, { cwd: this.cwd, env });
    this.running.add(server);
    server.exited.then(() => this.running.delete(server));
    return server.url;
  }

  /** Restricts every running server, each of its threads, to these CPUs (`taskset -a -p -c`). */
  pin(cpus: string): void {
    for (const server of this.running) if (server.child.pid) pinProcess(server.child.pid, cpus);
  }

  /** Stops every server still running. */
  async stopAll(): Promise<void> {
    await Promise.all([...this.running].map((server) => server.stop()));
  }
}

/** Restricts a process and each of its threads to these CPUs (`"1"`, `"0-2"`); threads it starts later inherit them. */
export function pinProcess(pid: number, cpus: string): void {
  execFileSync("taskset", ["-a", "-p", "-c", cpus, String(pid)], { stdio: "ignore" });
}
