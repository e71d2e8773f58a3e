import { type FormEvent, useId, useState } from "react";
import type { AnalyzeResult } from "../../../lib/admin/seo-api";
import { ANALYZE_HTML_MAX } from "../../../lib/admin/seo-api";
import { adminRequest } from "../admin-data";
import { AnalyzerResult } from "../seo/analyzer/AnalyzerResult";
import { BUTTON, INPUT, LABEL, Panel, Spinner } from "../ui";

/** /admin/seo-health/analyzer: every SEO check on one URL of the site or on pasted HTML, on the spot. */
export default function SeoAnalyzerPage() {
  const [mode, setMode] = useState<"url" | "html">("url");
  const [url, setUrl] = useState("");
  const [html, setHtml] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<AnalyzeResult | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = mode === "url" ? { url } : { html };
      setResult(await adminRequest<AnalyzeResult>("/api/admin/seo/analyze", { method: "POST", body }));
    } catch (e) {
      setResult(null);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <Panel title="Page analyzer">
        <form onSubmit={submit} className="space-y-4" aria-describedby={`${id}-help`}>
          <p id={`${id}-help`} className="text-sm text-slate-700">
            Runs every page check of the SEO audit on one page: a URL of this site (requested live, with its canonical and first internal links), or
            HTML you paste.
          </p>
          <fieldset>
            <legend className={LABEL}>What to analyze</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(
                [
                  ["url", "A URL of the site"],
                  ["html", "Pasted HTML"],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="inline-flex items-center gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    value={value}
                    checked={mode === value}
                    onChange={() => setMode(value)}
                    className="h-4 w-4"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          {mode === "url" ? (
            <div>
              <label htmlFor={`${id}-url`} className={LABEL}>
                URL or path
              </label>
              <input
                id={`${id}-url`}
                type="text"
                inputMode="url"
                required
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="/moving-companies/texas"
                className={`${INPUT} mt-1`}
              />
            </div>
          ) : (
            <div>
              <label htmlFor={`${id}-html`} className={LABEL}>
                HTML
              </label>
              <textarea
                id={`${id}-html`}
                required
                rows={10}
                maxLength={ANALYZE_HTML_MAX}
                value={html}
                onChange={(e) => setHtml(e.target.value)}
                className={`${INPUT} mt-1 font-mono`}
              />
            </div>
          )}
          <button type="submit" className={BUTTON.primary} disabled={busy}>
            Analyze
          </button>
        </form>
      </Panel>
      {busy && <Spinner label="Analyzing…" />}
      {error && (
        <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" role="alert">
          <p className="font-semibold">The analysis failed</p>
          <p className="mt-1 text-sm">{error}</p>
        </div>
      )}
      {result && !busy && <AnalyzerResult result={result} />}
    </div>
  );
}
