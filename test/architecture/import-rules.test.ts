import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The folder rules of the architecture ("Folders and who owns what"), checked on the source
 * text: every import specifier (static `import`/`export ... from`, side-effect `import "x"`,
 * dynamic `import("x")`) of every file under src/, relative ones resolved to a path from the
 * repository root. Reading text keeps this fast and independent of the build; a path built at
 * run time is not seen.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|mts|js|mjs|astro)$/;

interface SourceImport {
  /** The importing file, from the repository root. */
  file: string;
  specifier: string;
  /** The imported path from the repository root (no extension), or null for a package. */
  target: string | null;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^;"'`]|"[^"]*"|'[^']*')*?\sfrom\s*["']([^"']+)["']/gm;
const SIDE_EFFECT_IMPORT = /^\s*import\s*["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

/** The import specifiers of a file's text, in no particular order. */
function importSpecifiers(text: string): string[] {
  return [STATIC_IMPORT, SIDE_EFFECT_IMPORT, DYNAMIC_IMPORT].flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]));
}

function importsOf(file: string): SourceImport[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  return importSpecifiers(text).map((specifier) => ({
    file,
    specifier,
    target: specifier.startsWith(".") ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) : null,
  }));
}

const within = (target: string | null, folder: string) => target !== null && (target === folder || target.startsWith(`${folder}/`));
const isTest = (file: string) => /\.test\.(ts|tsx)$/.test(file);

interface Rule {
  name: string;
  /** Whether the rule applies to this importing file. */
  applies: (file: string) => boolean;
  /** Whether this import breaks the rule. */
  breaks: (imp: SourceImport) => boolean;
}

const RULES: Rule[] = [
  {
    name: "the data layer imports only src/server/db, src/server/config and src/lib",
    applies: (file) => within(file, "src/server/db"),
    breaks: ({ target }) => within(target, "src/server") && !within(target, "src/server/db") && target !== "src/server/config",
  },
  {
    name: "only pages import src/server from .astro files",
    applies: (file) => file.endsWith(".astro") && !within(file, "src/pages"),
    breaks: ({ target }) => within(target, "src/server"),
  },
  {
    name: "src/server imports neither src/platform nor src/client",
    applies: (file) => within(file, "src/server"),
    breaks: ({ target }) => within(target, "src/platform") || within(target, "src/client"),
  },
  {
    // Tests of src/lib may read fixtures (test/support) and check the rules against real data.
    name: "src/lib imports only src/lib",
    applies: (file) => within(file, "src/lib") && !isTest(file),
    breaks: ({ target }) => target !== null && !within(target, "src/lib"),
  },
  {
    name: "islands, stores and the browser client never import src/server",
    applies: (file) => ["src/islands", "src/stores", "src/client"].some((folder) => within(file, folder)),
    breaks: ({ target }) => within(target, "src/server"),
  },
];

/** Every import that breaks a rule, as "file: import "specifier" (rule)". */
function violations(imports: readonly SourceImport[], rules: readonly Rule[] = RULES): string[] {
  return rules.flatMap((rule) =>
    imports.filter((imp) => rule.applies(imp.file) && rule.breaks(imp)).map((imp) => `${imp.file}: import "${imp.specifier}" (${rule.name})`),
  );
}

describe("import rules", () => {
  const imports = sourceFiles("src").flatMap(importsOf);

  it("finds the imports of the source tree", () => {
    expect(imports.length).toBeGreaterThan(1000);
    expect(imports.some((imp) => imp.file.endsWith(".astro") && imp.target !== null)).toBe(true);
  });

  it("reads static, re-export, side-effect and dynamic imports", () => {
    const text = [
      'import a from "./a";',
      'import type { B } from "../b";',
      "import {\n  c,\n  d,\n} from './c';",
      'export { e } from "./e";',
      'export * from "./f";',
      'import "./g.css";',
      'const h = await import("./h");',
    ].join("\n");
    expect(importSpecifiers(text).sort()).toEqual(["../b", "./a", "./c", "./e", "./f", "./g.css", "./h"]);
  });

  it("reports an import that breaks a rule, naming the file and the import", () => {
    const broken = { file: "src/server/db/store/repositories/leads.ts", specifier: "../../../mail/queue", target: "src/server/mail/queue" };
    expect(violations([broken])).toEqual([
      'src/server/db/store/repositories/leads.ts: import "../../../mail/queue" (the data layer imports only src/server/db, src/server/config and src/lib)',
    ]);
  });

  for (const rule of RULES) {
    it(rule.name, () => {
      expect(violations(imports, [rule])).toEqual([]);
    });
  }
});
