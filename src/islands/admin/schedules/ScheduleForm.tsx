import { type SubmitEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { CRON_EXAMPLES, cronProblem, isValidTimeZone, nextCronRuns, type ScheduleScript, type ScheduleView } from "../../../lib/admin/schedules-api";
import { initialParamValues, type ParamFormValues, paramsFromValues } from "../scripts/param-form";
import { ScriptParamsFields } from "../scripts/ScriptParamsFields";
import { BUTTON, FieldNotes, INPUT, LABEL, SelectField } from "../ui";
import { createSchedule, ScheduleApiError, updateSchedule } from "./schedule-api";
import { cronInWords, formatRunTime, timeZoneOptions } from "./schedule-format";

const FIELD_LABELS: Record<string, string> = { script_id: "Script", cron: "Cron expression", timezone: "Time zone", enabled: "Enabled" };

/** "Cron expression is not a valid …." / "Use five fields: …." */
function readable(path: string, message: string, label: string | undefined = FIELD_LABELS[path]): string {
  const text = label && /^(must|is|never)\b/.test(message) ? `${label} ${message}` : message.charAt(0).toUpperCase() + message.slice(1);
  return text.endsWith(".") || text.endsWith(")") ? text : `${text}.`;
}

/**
 * Create or edit a schedule: script, cron expression (with examples, its meaning in words and
 * the next three runs as typed, in the admin's time zone), time zone, the script's parameters
 * and Enabled. The server checks everything again; its refusals are shown at their fields.
 */
export function ScheduleForm({
  scripts,
  initial,
  adminZone,
  onSaved,
  onCancel,
}: {
  scripts: ScheduleScript[];
  initial?: ScheduleView;
  adminZone: string;
  onSaved: (schedule: ScheduleView) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [scriptId, setScriptId] = useState(initial?.script_id ?? scripts[0]?.id ?? "");
  const [cron, setCron] = useState(initial?.cron ?? "");
  const [timezone, setTimezone] = useState(initial?.timezone ?? adminZone);
  const [enabled, setEnabled] = useState(initial?.enabled ?? true);
  const [paramValues, setParamValues] = useState<ParamFormValues>(() =>
    initialParamValues(scripts.find((s) => s.id === (initial?.script_id ?? scripts[0]?.id))?.params, initial?.params),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Bumped when the server refuses fields; once they are rendered, the first one gets focus.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [refusals]);
  const zones = useMemo(() => timeZoneOptions(timezone), [timezone]);
  const script = scripts.find((s) => s.id === scriptId);

  const problem = cron.trim() ? cronProblem(cron) : undefined;
  const preview = useMemo(() => {
    if (!cron.trim() || problem || !isValidTimeZone(timezone)) return [];
    return nextCronRuns(cron, timezone, new Date()).map((d) => d.toISOString());
  }, [cron, timezone, problem]);
  const words = !problem && cron.trim() ? cronInWords(cron) : undefined;

  const clearError = (path: string) => setErrors(({ [path]: _, ...rest }) => rest);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFormError(undefined);
    setErrors({});
    const body = { script_id: scriptId, cron, timezone, enabled, params: paramsFromValues(script?.params, paramValues) };
    try {
      onSaved(initial ? await updateSchedule(initial.id, body) : await createSchedule(body));
    } catch (e) {
      const issues = e instanceof ScheduleApiError ? e.issues : [];
      if (issues.length === 0) setFormError(e instanceof Error ? e.message : String(e));
      const next: Record<string, string> = {};
      for (const issue of issues) {
        const param = issue.path.startsWith("params.") ? script?.params.properties?.[issue.path.slice("params.".length)] : undefined;
        next[issue.path] ??= readable(issue.path, issue.message, param?.title ?? FIELD_LABELS[issue.path]);
      }
      setErrors(next);
      if (issues.length > 0) setRefusals((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const paramErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith("params."))
      .map(([k, v]) => [k.slice("params.".length), v]),
  );

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-4" aria-busy={busy || undefined} noValidate>
      <SelectField
        id={`${id}-script`}
        label="Script"
        value={scriptId}
        error={errors.script_id}
        hint={script?.description}
        options={scripts.map((s) => s.id)}
        optionLabel={(value) => scripts.find((s) => s.id === value)?.title}
        onChange={(value) => {
          setScriptId(value);
          setParamValues(initialParamValues(scripts.find((s) => s.id === value)?.params));
          clearError("script_id");
        }}
      />

      <div>
        <label htmlFor={`${id}-cron`} className={LABEL}>
          Cron expression
        </label>
        <input
          id={`${id}-cron`}
          className={`${INPUT} mt-1 font-mono`}
          value={cron}
          autoComplete="off"
          spellCheck={false}
          placeholder="0 3 * * *"
          aria-invalid={errors.cron ? true : undefined}
          aria-describedby={`${id}-cron-hint ${id}-cron-preview${errors.cron ? ` ${id}-cron-error` : ""}`}
          onChange={(e) => {
            setCron(e.target.value);
            clearError("cron");
          }}
        />
        <FieldNotes id={`${id}-cron`} error={errors.cron} />
        <p id={`${id}-cron-hint`} className="mt-1 text-xs text-slate-700">
          Five fields: minute, hour, day of the month, month, day of the week, read in the time zone below.
        </p>
        <div id={`${id}-cron-preview`} className="mt-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800" aria-live="polite">
          {!cron.trim() ? (
            "Type an expression or pick an example."
          ) : problem ? (
            errors.cron ? null : (
              readable("cron", problem)
            )
          ) : (
            <>
              {words && <p className="font-medium">{words}</p>}
              <p className="mt-1">Next runs, in your time zone ({adminZone}):</p>
              <ol className="mt-1 list-inside list-disc">
                {preview.map((run) => (
                  <li key={run}>
                    <time dateTime={run}>{formatRunTime(run, adminZone)}</time>
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
        <fieldset className="mt-2">
          <legend className="text-xs font-medium text-slate-700">Examples</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {CRON_EXAMPLES.map((example) => (
              <button
                key={example.cron}
                type="button"
                className="rounded-full border border-slate-300 bg-white px-2.5 py-1 text-xs text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                onClick={() => {
                  setCron(example.cron);
                  clearError("cron");
                }}
              >
                <code className="font-mono">{example.cron}</code> {example.words}
              </button>
            ))}
          </div>
        </fieldset>
      </div>

      <SelectField
        id={`${id}-zone`}
        label="Time zone"
        value={timezone}
        error={errors.timezone}
        options={zones}
        onChange={(value) => {
          setTimezone(value);
          clearError("timezone");
        }}
      />

      {script && (
        <fieldset className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">Parameters</legend>
          <ScriptParamsFields idPrefix={`${id}-param`} schema={script.params} values={paramValues} errors={paramErrors} onChange={setParamValues} />
        </fieldset>
      )}

      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="h-5 w-5 accent-brand-600" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Enabled (runs at the times above)
      </label>

      {formError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {formError}
        </p>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-800">
          The schedule was not saved: check the fields marked above.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={BUTTON.secondary} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className={BUTTON.primary} disabled={busy || !script}>
          {busy ? "Saving…" : initial ? "Save changes" : "Create schedule"}
        </button>
      </div>
    </form>
  );
}
