import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request the server accepted: its body as text and its headers. */
export interface RecordedRequest {
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** A loopback HTTP server standing in for a lead receiver (the warehouse, a mover's webhook). */
export interface RecordingServer {
  /** The address of `path` on this server. */
  url(path: string): string;
  /** The requests answered with a 2xx status, in arrival order. */
  accepted: RecordedRequest[];
  /** The status every request is answered with; set it to take the receiver down or up. */
  status: number;
  close(): Promise<void>;
}

/**
 * Starts a receiver on a free loopback port answering `status` to every request and keeping the
 * ones it accepts (2xx).
 * Example: `const warehouse = await startRecordingServer(503); … warehouse.status = 200;`
 */
export async function startRecordingServer(status = 200): Promise<RecordingServer> {
  const accepted: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      if (recorder.status < 300) accepted.push({ body, headers: req.headers });
      res.writeHead(recorder.status).end(recorder.status < 300 ? "" : "down");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const recorder: RecordingServer = {
    url: (path) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    accepted,
    status,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return recorder;
}
