// Runs function bundles the way Netlify's runtime does: from an unzipped bundle folder as the
// working directory, each bundle's default export called with a Request and a context. Takes a
// JSON file of steps, { entry, method?, url, headers?, body?, params? }, runs them in order
// (cookies a step sets are sent with the later ones, as a browser would) and prints one JSON line
// per step: { url, status, body } (body cut to 2,000 characters).
// Usage: node run-bundle.mjs <steps.json>
import fs from "node:fs";
import { pathToFileURL } from "node:url";

const steps = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const cookies = new Map();
for (const step of steps) {
  const handler = (await import(pathToFileURL(step.entry).href)).default;
  const headers = new Headers(step.headers ?? {});
  if (cookies.size > 0) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  const request = new Request(step.url, { method: step.method ?? "GET", headers, body: step.body });
  const context = { ip: "127.0.0.1", params: step.params ?? {}, requestId: "bundle-test", waitUntil: () => {} };
  const response = await handler(request, context);
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  const body = (await response.text()).slice(0, 2000);
  process.stdout.write(`${JSON.stringify({ url: step.url, status: response.status, body })}\n`);
}
