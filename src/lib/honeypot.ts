import { z } from "zod";

/**
 * A request body with a honeypot: a hidden field people leave empty and bots fill. A filled
 * honeypot parses as `{ bot: true }` whatever the other fields hold, so the endpoint can answer
 * a bot as if it succeeded (telling it nothing) before any validation error could; otherwise
 * the body is parsed with `schema`, whose issues are reported unchanged.
 * @example withHoneypot("fax_number", leadSubmissionSchema).parse({ fax_number: "x" }) // { bot: true }
 */
export type HoneypotResult<T> = { bot: true } | { bot: false; data: T };

export function withHoneypot<T>(field: string, schema: z.ZodType<T, unknown>): z.ZodType<HoneypotResult<T>, unknown> {
  return z.unknown().transform((raw, ctx): HoneypotResult<T> => {
    const trap = raw && typeof raw === "object" ? (raw as Record<string, unknown>)[field] : undefined;
    if (typeof trap === "string" && trap !== "") return { bot: true };
    const parsed = schema.safeParse(raw);
    if (parsed.success) return { bot: false, data: parsed.data };
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });
}
