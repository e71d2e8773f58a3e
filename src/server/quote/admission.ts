import type { z } from "zod";
import { QA_RUN_HEADER } from "../../lib/admin/qa-api";
import type { StoreDb } from "../db/store/store";
import { route } from "../http/define-function";
import { type LimitOutcome, takeLimit } from "../limits/limiter";
import type { LimitSettings, PolicyName } from "../limits/policies";
import { isQaTraffic } from "../qa/test-traffic";

export type LimitRefusal = Exclude<LimitOutcome, { ok: true }>;

/**
 * Lets one anonymous write of the quote path in: a request carrying the token of a QA run under
 * way (`qaRun`, the X-QA-Run header) is the run's test traffic and takes no visitor's limit; any
 * other request counts against `policy` for its client and overall, and is refused past it.
 * Only a request that carries a token waits for the token's look-up.
 */
export async function admitQuoteWrite(
  db: StoreDb,
  policy: PolicyName,
  ip: string | null,
  qaRun: string | null | undefined,
  cfg?: LimitSettings,
): Promise<{ ok: true; isTest: boolean } | LimitRefusal> {
  const isTest = qaRun ? await isQaTraffic(db, qaRun) : false;
  if (isTest) return { ok: true, isTest };
  const limit = await takeLimit(db, policy, ip, { cfg });
  return limit.ok ? { ok: true, isTest } : limit;
}

/** The 429 a refused write answers, with Retry-After. */
export function refuseOverLimit(
  fail: (message: string, status: number, headers?: Record<string, string>) => Response,
  refusal: LimitRefusal,
): Response {
  return fail(refusal.message, refusal.status, { "Retry-After": String(refusal.retryAfterSeconds) });
}

/**
 * The POST route of an anonymous write on the quote path: the validated body goes to `write`
 * with the caller's IP and X-QA-Run token; a refusal over the limit answers 429 with Retry-After,
 * anything else is answered by `answer`.
 */
export function quoteWriteRoute<B, R extends { ok: true }>(spec: {
  schema: z.ZodType<B, unknown>;
  maxBytes: number;
  write(db: StoreDb, body: B, ip: string | null, qaRun: string | null): Promise<R | LimitRefusal>;
  answer(done: R): Response;
}) {
  return route<undefined, B>({
    body: { schema: spec.schema, maxBytes: spec.maxBytes },
    async handle({ req, body, context, store, fail }) {
      const outcome = await spec.write((await store()).db, body, context.ip ?? null, req.headers.get(QA_RUN_HEADER));
      return outcome.ok ? spec.answer(outcome) : refuseOverLimit(fail, outcome);
    },
  });
}
