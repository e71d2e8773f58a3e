import { type ChildProcess, spawn } from "node:child_process";

/** A server running in a child process: the URL it announced, its exit, and a graceful stop. */
export interface ChildServer {
  child: ChildProcess;
  url: string;
  /** Settles when the process has exited. */
  exited: Promise<void>;
  /** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** Working folder of the child (default: this process's). */
  cwd?: string;
  env: NodeJS.ProcessEnv;
  /** How long to wait for the `Serving` line (default 30 s). */
  timeoutMs?: number;
  /** `inherit` shows the server's errors on this process's stderr; `pipe` (default) keeps them for the failure message. */
  stderr?: "pipe" | "inherit";
}

/** The arguments that start the local server on a free loopback port, ending with its parent. */
export const SERVE_ARGS = ["scripts/serve.ts", "--host", "127.0.0.1", "--port", "0", "--exit-with-parent"];

/**
 * Runs `node --import tsx <args>` and resolves once it prints `Serving http://…` (as
 * scripts/serve.ts does); rejects with its stderr when it exits first, and kills it when it
 * stays silent too long.
 * Example: `const server = await startChildServer(SERVE_ARGS, { env }); … await server.stop();`
 */
export function startChildServer(args: string[], options: ChildServerOptions): Promise<ChildServer> {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ["pipe", "pipe", options.stderr ?? "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.kill("SIGTERM");
    await exited;
    clearTimeout(force);
  };
  const timeoutMs = options.timeoutMs ?? 30_000;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL"); // a server that never announced itself is not left behind
      reject(new Error(`${args.join(" ")} did not start within ${timeoutMs / 1000} s\n${stderr}`));
    }, timeoutMs);
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/Serving (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1] as string, exited, stop });
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(" ")} exited early (code ${code}, signal ${signal})\n${stderr}`));
    });
  });
}
