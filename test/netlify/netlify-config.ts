import fs from "node:fs";
import { parse } from "smol-toml";

/**
 * netlify.toml's `[functions]` settings in the shape zip-it-and-ship-it takes (`config` option),
 * so the test bundles exactly as Netlify's build does: `"*"` for the defaults, plus one entry
 * per `[functions."name"]` section.
 */
interface TomlFunctions {
  directory?: string;
  node_bundler?: string;
  external_node_modules?: string[];
  included_files?: string[];
  [name: string]: unknown;
}

export interface ZisiFunctionConfig {
  nodeBundler?: "esbuild";
  externalNodeModules?: string[];
  includedFiles?: string[];
  nodeVersion?: string;
}

export function readNetlifyToml(file: string): {
  functionsDirectory: string;
  nodeVersion: string;
  config: Record<string, ZisiFunctionConfig>;
} {
  const toml = parse(fs.readFileSync(file, "utf8")) as { build?: { environment?: Record<string, string> }; functions?: TomlFunctions };
  const fns = toml.functions ?? {};
  const nodeVersion = toml.build?.environment?.NODE_VERSION ?? "";
  const base: ZisiFunctionConfig = {
    nodeBundler: fns.node_bundler === "esbuild" ? "esbuild" : undefined,
    externalNodeModules: fns.external_node_modules,
    includedFiles: fns.included_files,
    nodeVersion,
  };
  const config: Record<string, ZisiFunctionConfig> = { "*": base };
  for (const [key, value] of Object.entries(fns)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const section = value as TomlFunctions;
      config[key] = { ...base, includedFiles: section.included_files ?? base.includedFiles };
    }
  }
  return { functionsDirectory: fns.directory ?? "netlify/functions", nodeVersion, config };
}
