import { Parser } from "htmlparser2";
import type { z } from "zod";

/**
 * The QA suite's HTTP client: plain requests to the site under test with a timeout and a
 * recognisable user agent, and the little HTML reading the checks need (the title and the
 * links), done by htmlparser2.
 */

export const QA_USER_AGENT = "MoversQA/1.0 (+qa-suite)";
const TIMEOUT_MS = 15_000;

export interface QaHttp {
  /** The site's origin, no trailing slash. */
  baseUrl: string;
  fetch: typeof fetch;
}

export interface Fetched {
  status: number;
  /** The final URL after redirects. */
  url: string;
  headers: Headers;
  text: string;
}

/** Requests `path` on the site (redirects followed) and reads the whole answer. */
export async function request(http: QaHttp, path: string, init: RequestInit = {}): Promise<Fetched> {
  const headers = new Headers(init.headers);
  headers.set("user-agent", QA_USER_AGENT);
  const res = await http.fetch(`${http.baseUrl}${path}`, { ...init, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: res.status, url: res.url, headers: res.headers, text: await res.text() };
}

/** Parses a JSON answer with `schema`; throws naming the first problems when it does not fit. */
export function parseJson<T>(fetched: Fetched, schema: z.ZodType<T>, what: string): T {
  let body: unknown;
  try {
    body = JSON.parse(fetched.text);
  } catch {
    throw new Error(`${what}: the answer is not JSON (${fetched.text.slice(0, 80)})`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new Error(`${what}: the answer does not match its contract (${issues.join("; ")})`);
  }
  return parsed.data;
}

/** What the checks read from a page: its `<title>` text (entities decoded) and every `<a href>`. */
export interface PageFacts {
  title: string | null;
  hrefs: string[];
}

export function readPage(html: string): PageFacts {
  let title: string | null = null;
  let inTitle = false;
  let titleText = "";
  const hrefs: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "title" && title === null) inTitle = true;
        if (name === "a" && attrs.href) hrefs.push(attrs.href);
      },
      ontext(text) {
        if (inTitle) titleText += text;
      },
      onclosetag(name) {
        if (name === "title" && inTitle) {
          inTitle = false;
          title = titleText.trim();
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { title, hrefs };
}

/**
 * The site-internal path of a link found on `pageUrl`, without query or fragment, or null for
 * links elsewhere, mail/phone links, the APIs and the admin.
 */
export function internalPath(href: string, pageUrl: string, baseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(baseUrl).origin) return null;
  const path = url.pathname;
  if (path.startsWith("/api/") || path === "/admin" || path.startsWith("/admin/")) return null;
  return path;
}
