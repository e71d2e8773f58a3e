import type { ParamSchema, ParamsSchema } from "../../../lib/admin/scripts-api";

/**
 * The run form's state for a script's parameters, described by JSON Schema: text inputs keep
 * strings, checkboxes booleans. Pure helpers shared by the run page and the schedules form.
 */
export type ParamFormValues = Record<string, string | boolean>;

/** The properties of a params schema, in declaration order. */
export function paramEntries(schema: ParamsSchema | undefined): [string, ParamSchema][] {
  return Object.entries(schema?.properties ?? {});
}

/** Form values from stored params (a schedule's) or the schema's defaults. */
export function initialParamValues(schema: ParamsSchema | undefined, params: Record<string, unknown> = {}): ParamFormValues {
  const values: ParamFormValues = {};
  for (const [name, p] of paramEntries(schema)) {
    const given = name in params ? params[name] : p.default;
    values[name] = p.type === "boolean" ? given === true : given === undefined || given === null ? "" : String(given);
  }
  return values;
}

/**
 * The `params` to send: numbers as numbers (a text that is not one is sent as is, so the server
 * names the field), empty optional fields left out so the server applies its default.
 */
export function paramsFromValues(schema: ParamsSchema | undefined, values: ParamFormValues): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, p] of paramEntries(schema)) {
    const value = values[name];
    if (p.type === "boolean") {
      params[name] = value === true;
      continue;
    }
    const text = typeof value === "string" ? value.trim() : "";
    if (text === "") continue;
    if (p.type === "integer" || p.type === "number") {
      const n = Number(text);
      params[name] = Number.isFinite(n) ? n : text;
    } else {
      params[name] = text;
    }
  }
  return params;
}

/** Field errors from an API 400's issues (`params.days` → `days`). */
export function fieldErrorsFromIssues(issues: readonly { path: string; message: string }[] | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues ?? []) {
    const name = issue.path.replace(/^params\./, "").split(".")[0];
    if (name && !(name in errors)) errors[name] = issue.message;
  }
  return errors;
}
