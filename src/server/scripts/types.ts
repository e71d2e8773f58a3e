import type { z } from "zod";
import type { JobContext } from "../jobs/job-runner";

/**
 * A script: a named, parameterised maintenance task that runs as a job whose kind is the
 * script's id and whose payload is `{ params }`. `params` is a zod object: it validates what an
 * admin (or a schedule) submits and describes the form the admin page renders.
 */
export interface Script<P extends z.ZodObject = z.ZodObject> {
  id: string;
  title: string;
  description: string;
  params: P;
  /**
   * Does the work. Checks `ctx.cancelled()` (or `ctx.signal`) between batches and returns early
   * when it is true; records what it found or changed with `ctx.setResult(...)`.
   */
  run(ctx: JobContext, params: z.output<P>): Promise<void>;
}

/** Declares a script with its parameter type inferred from its schema. */
export const defineScript = <P extends z.ZodObject>(script: Script<P>): Script<P> => script;
