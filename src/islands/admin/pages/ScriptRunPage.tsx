import { type FormEvent, useState } from "react";
import type { ScriptRunResponse, ScriptsResponse } from "../../../lib/admin/scripts-api";
import { adminPath } from "../../../lib/admin-paths";
import { API_PATHS, fillPath } from "../../../lib/endpoints";
import { showToast } from "../../../stores/toast";
import { loginRedirect, useAdminQuery } from "../admin-data";
import { navigate } from "../router";
import { fieldErrorsFromIssues, initialParamValues, type ParamFormValues, paramsFromValues } from "../scripts/param-form";
import { ScriptParamsFields } from "../scripts/ScriptParamsFields";
import { BUTTON, ErrorPanel, INPUT, LABEL, Panel, Spinner } from "../ui";
import { replaceUrlQuery, useUrlQuery } from "../url-query";

/** The API's answer to a refused run. */
interface RunError {
  error?: string;
  issues?: { path: string; message: string }[];
}

/** POSTs a run; the API's 400 issues come back for the fields (apiRequest would drop them). */
async function startRun(scriptId: string, params: Record<string, unknown>): Promise<{ ok: true; jobId: number } | { ok: false; error: RunError }> {
  const res = await fetch(fillPath(API_PATHS.adminScriptRuns, { id: scriptId }), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ params }),
  });
  if (res.status === 401) loginRedirect.go();
  const body = (await res.json().catch(() => ({}))) as ScriptRunResponse & RunError;
  return res.ok
    ? { ok: true, jobId: body.job.id }
    : { ok: false, error: { error: body.error ?? `${res.status} ${res.statusText}`, issues: body.issues } };
}

/** Run a script: pick one (`?script=` preselects), set its options, start it and follow the run. */
export default function ScriptRunPage() {
  const { data, error, loading, reload } = useAdminQuery<ScriptsResponse>(API_PATHS.adminScripts);
  const query = useUrlQuery();
  const selected = data?.scripts.find((s) => s.id === query.script);
  const [values, setValues] = useState<ParamFormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const [starting, setStarting] = useState(false);

  // A new script (not a refetch of the same list) starts from its defaults.
  const [formFor, setFormFor] = useState<string | undefined>(undefined);
  if (selected?.id !== formFor) {
    setFormFor(selected?.id);
    setValues(initialParamValues(selected?.params));
    setErrors({});
    setFormError("");
  }

  if (error) return <ErrorPanel error={error} onRetry={reload} />;
  if (loading || !data) return <Spinner label="Loading the scripts…" />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!selected) {
      setFormError("Choose a script to run.");
      return;
    }
    setStarting(true);
    setFormError("");
    try {
      const answer = await startRun(selected.id, paramsFromValues(selected.params, values));
      if (answer.ok) {
        showToast({ title: `${selected.title} started`, description: `Run #${answer.jobId} is queued.` });
        navigate(`/admin/scripts/run/${answer.jobId}`);
        return;
      }
      const fieldErrors = fieldErrorsFromIssues(answer.error.issues);
      setErrors(fieldErrors);
      setFormError(
        Object.keys(fieldErrors).length > 0
          ? "Some options are not valid: see the fields marked below."
          : (answer.error.error ?? "The run could not be started."),
      );
    } catch (e) {
      setFormError(`The run could not be started: ${e instanceof Error ? e.message : String(e)}`);
    }
    setStarting(false);
  }

  return (
    <div className="space-y-6">
      <a href={adminPath("scripts")} className="text-sm font-semibold text-brand-700 hover:underline">
        ← All scripts
      </a>
      <Panel title="Run a script">
        <form onSubmit={submit} noValidate className="space-y-5">
          <div>
            <label htmlFor="run-script" className={LABEL}>
              Script
            </label>
            <select
              id="run-script"
              className={`${INPUT} mt-1 max-w-md`}
              value={selected?.id ?? ""}
              onChange={(e) => replaceUrlQuery({ script: e.target.value || undefined })}
            >
              <option value="">Choose a script…</option>
              {data.scripts.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
            {selected && <p className="mt-1 text-sm text-slate-700">{selected.description}</p>}
          </div>
          {selected && (
            <fieldset className="rounded-md border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">Options</legend>
              <ScriptParamsFields idPrefix="run-param" schema={selected.params} values={values} errors={errors} onChange={setValues} />
            </fieldset>
          )}
          {formError && (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              {formError}
            </p>
          )}
          <button type="submit" className={BUTTON.primary} disabled={starting}>
            {starting ? "Starting…" : "Start run"}
          </button>
        </form>
      </Panel>
    </div>
  );
}
