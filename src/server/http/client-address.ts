import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

/**
 * Who is calling and at which URL, as the local server decides it. Only what the server can
 * vouch for is used: the socket, a trusted proxy's own additions, and the configured site URL.
 * (On Netlify the platform does this: `context.ip` is its client address, the
 * `x-nf-client-connection-ip` it sets, and `req.url` the URL it received.)
 */

/** Where the local server runs, for {@link requestUrl}. */
export interface AddressOptions {
  /** A proxy in front of this server appends to X-Forwarded-For and sets X-Forwarded-Proto. */
  trustProxy: boolean;
  /** The configured public origin (SITE_URL). */
  siteUrl: string;
}

const unmapped = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

/** The last entry of a comma-separated header (repeated headers joined), trimmed; "" when none. */
function rightmost(value: string | string[] | undefined): string {
  const joined = Array.isArray(value) ? value.join(",") : (value ?? "");
  const entries = joined
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? "";
}

/**
 * The client address: the socket's peer, or, behind a trusted proxy, the rightmost
 * X-Forwarded-For entry, which is the one that proxy appended. Entries further left were sent
 * by the client and prove nothing, so rotating them never makes a new client.
 */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const peer = unmapped(req.socket.remoteAddress ?? "");
  if (!trustProxy) return peer;
  const forwarded = unmapped(rightmost(req.headers["x-forwarded-for"]));
  return isIP(forwarded) ? forwarded : peer;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/** The host:port this socket was accepted on, as a Host header would spell it. */
function socketHost(req: IncomingMessage): string | undefined {
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) return undefined;
  const address = unmapped(localAddress);
  return `${address.includes(":") ? `[${address}]` : address}:${localPort}`;
}

/**
 * The request's full URL. The scheme is https when the socket is TLS, or when a trusted proxy
 * says so in X-Forwarded-Proto (its rightmost value); a client-sent header alone never counts.
 * The Host header is kept only when it names the configured site, this machine's loopback, or
 * the address the connection really arrived at; any other Host (spoofed, or unknown) is
 * replaced by the configured site's host, so nothing built from the URL can point elsewhere.
 */
export function requestUrl(req: IncomingMessage, pathAndQuery: string, options: AddressOptions): URL {
  const site = new URL(options.siteUrl);
  const forwardedProto = options.trustProxy ? rightmost(req.headers["x-forwarded-proto"]).toLowerCase() : "";
  const tls = "encrypted" in req.socket && Boolean(req.socket.encrypted);
  const proto = tls ? "https" : forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : "http";
  const host = (req.headers.host ?? "").toLowerCase();
  const vouched = /^[a-z0-9.\-_~[\]:]+$/.test(host) && (host === site.host || LOOPBACK.test(host) || host === socketHost(req));
  return new URL(pathAndQuery, vouched ? `${proto}://${host}` : site.origin);
}
