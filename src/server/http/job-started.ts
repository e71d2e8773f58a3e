import { ScriptRunError } from "../scripts/start-run";
import { jsonErrorWriter } from "./define-function";
import { json } from "./responses";

/**
 * The answer of an endpoint that starts a script run: 201 `{ job: { id } }`, or the refusal the
 * run raised (400 with `issues` naming each bad parameter, 404 for an unknown script).
 */
export async function jobStarted(start: Promise<{ jobId: number }>): Promise<Response> {
  try {
    const { jobId } = await start;
    return json({ job: { id: jobId } }, { status: 201 });
  } catch (error) {
    if (!(error instanceof ScriptRunError)) throw error;
    const issues = error.issues.map((i) => ({ field: i.path, message: i.message }));
    return jsonErrorWriter(error.message, error.status, issues.length > 0 ? { issues } : {});
  }
}
