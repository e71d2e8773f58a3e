import "../zod-jitless";
import { type FormEvent, useState } from "react";
import { type LoginField, loginFieldErrors } from "../../lib/auth/auth-api";
import { API_PATHS } from "../../lib/endpoints";
import { showToast } from "../../stores/toast";
import { TextField } from "../ui/TextField";
import { Toasts } from "../ui/Toasts";

/** Where a successful login goes. */
export const ADMIN_HOME = "/admin";
const REDIRECT_DELAY_MS = 700;

type Values = Record<LoginField, string>;

/** The server's `message` (a non-OK answer has its body read for it), if any. */
async function serverMessage(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === "string" && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The /login card: validates on submit, then again on every change; posts
 * JSON to /api/login; announces the outcome in the toast live region and goes to /admin on success.
 */
export default function LoginForm() {
  const [values, setValues] = useState<Values>({ username: "", password: "" });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (field: LoginField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(loginFieldErrors(next));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = loginFieldErrors(values);
    setErrors(found);
    const first = (Object.keys(values) as LoginField[]).find((f) => found[f]);
    if (first) {
      document.getElementById(`login-${first}`)?.focus();
      return;
    }
    setBusy(true);
    let res: Response;
    try {
      res = await fetch(API_PATHS.login, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
        credentials: "same-origin",
      });
    } catch {
      showToast({ title: "Error", description: "There was a problem with the login request.", variant: "destructive" });
      setBusy(false);
      return;
    }
    if (!res.ok) {
      showToast({ title: "Login Failed", description: (await serverMessage(res)) ?? "Invalid username or password", variant: "destructive" });
      setBusy(false);
      return;
    }
    showToast({ title: "Success", description: "You have been logged in successfully." });
    setTimeout(() => window.location.assign(ADMIN_HOME), REDIRECT_DELAY_MS);
  }

  return (
    <div className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900">Admin Login</h1>
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate aria-label="Admin login">
        <TextField
          id="login-username"
          name="username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onValueChange={change("username")}
          error={errors.username}
        />
        <TextField
          id="login-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          value={values.password}
          onValueChange={change("password")}
          error={errors.password}
        />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {busy ? "Logging in..." : "Log in"}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">Authorized personnel only. Unauthorized access is prohibited.</p>
      <Toasts />
    </div>
  );
}
