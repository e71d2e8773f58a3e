import { type ChildProcess, spawn } from "node:child_process";

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
  private readonly children = new Set<ChildProcess>();

  constructor(private readonly cwd: string) {}

  /** Starts a server and resolves with the URL it prints. */
  start(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], { cwd: this.cwd, env, stdio: ["pipe", "pipe", "pipe"] });
    this.children.add(child);
    child.once("exit", () => this.children.delete(child));
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${args.join(" ")} did not start within 30 s\n${stderr}`)), 30_000);
      let out = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const match = out.match(/Serving (http:\/\/\S+)/);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`${args.join(" ")} exited early with code ${code}\n${stderr}`));
      });
    });
  }

  /** Stops every server still running. */
  async stopAll(): Promise<void> {
    await Promise.all(
      [...this.children].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
            child.once("exit", () => {
              clearTimeout(force);
              resolve();
            });
            child.kill("SIGTERM");
          }),
      ),
    );
  }
}
