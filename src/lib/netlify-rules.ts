import { parse } from "smol-toml";

/** One `[[redirects]]` entry of netlify.toml, compiled. */
export interface RedirectRule {
  from: string;
  to: string;
  /** 200 = rewrite, 3xx = redirect, anything else = serve `to` with this status. */
  status: number;
  /** A forced rule applies even when a static file exists at the path. */
  force: boolean;
  regex: RegExp;
  /** Capture names in regex order (`splat` for a trailing `*`). */
  names: string[];
}

/** One `[[headers]]` entry of netlify.toml, compiled. */
export interface HeaderRule {
  for: string;
  regex: RegExp;
  values: Record<string, string>;
}

/** The parts of netlify.toml the local server honours. */
export interface NetlifyRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

/** A matched redirect rule with its target filled in (query string of the request kept). */
export interface RedirectMatch {
  rule: RedirectRule;
  status: number;
  /** Path plus query, or an absolute URL. */
  target: string;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const stripTrailingSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") || "/" : p);

/** Compiles a redirect `from`: `:name` segments and a final `*` (which also matches the bare prefix). */
function compileFrom(from: string, where: string): { regex: RegExp; names: string[] } {
  const segments = stripTrailingSlash(from).split("/").slice(1);
  const names: string[] = [];
  let source = "";
  segments.forEach((segment, i) => {
    if (segment === "*") {
      if (i !== segments.length - 1) throw new Error(`${where}: a splat (*) is only allowed at the end of "from"`);
      names.push("splat");
      source += "(?:/(.*))?";
    } else if (segment.startsWith(":")) {
      names.push(segment.slice(1));
      source += "/([^/]+)";
    } else {
      if (segment.includes("*")) throw new Error(`${where}: a splat (*) must be a whole final segment of "from"`);
      source += `/${escapeRegex(segment)}`;
    }
  });
  return { regex: new RegExp(`^${source || "/"}$`, "i"), names };
}

/** Compiles a headers `for`: `*` matches anything (slashes included), `:name` one segment. */
function compileFor(pattern: string): RegExp {
  const source = stripTrailingSlash(pattern)
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : escapeRegex(part)))
    .join("");
  return new RegExp(`^${source}$`);
}

const headerValue = (v: unknown): string =>
  (Array.isArray(v) ? v.map(String).join(", ") : String(v))
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ");

/** Parses netlify.toml text; throws a message naming the file and the bad entry. */
export function parseNetlifyToml(source: string, label = "netlify.toml"): NetlifyRules {
  const doc = parse(source) as Record<string, unknown>;
  const redirects: RedirectRule[] = [];
  const headers: HeaderRule[] = [];
  const rawRedirects = (doc.redirects ?? []) as Record<string, unknown>[];
  rawRedirects.forEach((r, i) => {
    const where = `${label} [[redirects]] #${i + 1}`;
    const { from, to } = r;
    if (typeof from !== "string" || !from.startsWith("/")) throw new Error(`${where}: "from" must be a path starting with "/"`);
    if (typeof to !== "string" || to.length === 0) throw new Error(`${where}: "to" must be a non-empty string`);
    const status = r.status === undefined ? 301 : Number(r.status);
    if (!Number.isInteger(status) || status < 200 || status > 599) throw new Error(`${where}: invalid status ${String(r.status)}`);
    if (r.conditions || r.query) {
      console.warn(`${where}: "conditions"/"query" are not supported by the local server; rule ignored`);
      return;
    }
    redirects.push({ from, to, status, force: r.force === true, ...compileFrom(from, where) });
  });
  const rawHeaders = (doc.headers ?? []) as Record<string, unknown>[];
  rawHeaders.forEach((h, i) => {
    const where = `${label} [[headers]] #${i + 1}`;
    if (typeof h.for !== "string" || !h.for.startsWith("/")) throw new Error(`${where}: "for" must be a path starting with "/"`);
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries((h.values ?? {}) as Record<string, unknown>)) values[name] = headerValue(value);
    headers.push({ for: h.for, regex: compileFor(h.for), values });
  });
  return { redirects, headers };
}

/**
 * Parses a Netlify `_headers` file (the build writes one into dist): a path line, then its
 * headers indented below it as `Name: value`; `#` starts a comment.
 */
export function parseHeadersFile(source: string, label = "_headers"): HeaderRule[] {
  const rules: HeaderRule[] = [];
  source.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "" || line.trim().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      if (!pattern.startsWith("/")) throw new Error(`${label} line ${i + 1}: a path must start with "/"`);
      rules.push({ for: pattern, regex: compileFor(pattern), values: {} });
      return;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`${label} line ${i + 1}: expected "Name: value" under a path`);
    rule.values[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  });
  return rules;
}

/** Fills `:splat` and `:name` placeholders of `to` from a match. */
function fillTarget(rule: RedirectRule, match: RegExpExecArray): string {
  const values = new Map(rule.names.map((name, i) => [name, match[i + 1] ?? ""]));
  return rule.to.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => values.get(name) ?? whole);
}

/** Appends the request's query string to a target (merged when the target has its own). */
function withQuery(target: string, search: string): string {
  if (!search || search === "?") return target;
  return target + (target.includes("?") ? "&" : "?") + search.replace(/^\?/, "");
}

/**
 * The first rule matching `pathname`, in file order, Netlify style: a non-forced rule is
 * skipped when `hasStaticFile(pathname)` says a file exists there (shadowing).
 */
export async function matchRedirect(
  rules: RedirectRule[],
  pathname: string,
  search: string,
  hasStaticFile: (pathname: string) => Promise<boolean>,
): Promise<RedirectMatch | undefined> {
  const path = stripTrailingSlash(pathname);
  let shadowed: boolean | undefined;
  for (const rule of rules) {
    const match = rule.regex.exec(path);
    if (!match) continue;
    if (!rule.force) {
      shadowed ??= await hasStaticFile(pathname);
      if (shadowed) continue;
    }
    let target = fillTarget(rule, match);
    if (target.startsWith("/")) target = `/${target.replace(/^[/\\]+/, "")}`; // never protocol-relative
    return { rule, status: rule.status, target: withQuery(target, search) };
  }
  return undefined;
}

/** The headers of every `[[headers]]` rule matching any of `paths` (later rules override earlier). */
export function headersFor(rules: HeaderRule[], ...paths: string[]): Record<string, string> {
  const result: Record<string, string> = {};
  const candidates = paths.map(stripTrailingSlash);
  for (const rule of rules) {
    if (candidates.some((p) => rule.regex.test(p))) Object.assign(result, rule.values);
  }
  return result;
}
