// Runs one function bundle the way Netlify's runtime does: from the unzipped bundle folder as
// the working directory, its default export called with a Request and a context. Prints one
// JSON line per request: { path, status }. Usage: node run-bundle.mjs <entry.mjs> <url>...
import { pathToFileURL } from "node:url";

const [entry, ...urls] = process.argv.slice(2);
const handler = (await import(pathToFileURL(entry).href)).default;
for (const url of urls) {
  const context = { ip: "127.0.0.1", params: {}, requestId: "bundle-test", waitUntil: () => {} };
  const response = await handler(new Request(url), context);
  await response.arrayBuffer();
  process.stdout.write(`${JSON.stringify({ path: new URL(url).pathname + new URL(url).search, status: response.status })}\n`);
}
