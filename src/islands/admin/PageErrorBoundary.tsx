import { Component, type ReactNode } from "react";
import { BUTTON } from "./ui";

/**
 * Catches a page that fails to render. The usual cause after a site rebuild is a lazily loaded
 * page whose script was replaced by the new build: then the page reloads once by itself (the
 * fresh HTML names the new scripts). Anything else shows the error with a Reload button instead
 * of a blank screen.
 */

const RELOADED_KEY = "admin-chunk-reload";

/** Whether an error is a failed dynamic import (a stale script after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown; resetKey: string }> {
  state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown): void {
    console.error("Admin page failed:", error);
    if (isChunkLoadError(error) && sessionStorage.getItem(RELOADED_KEY) !== window.location.pathname) {
      sessionStorage.setItem(RELOADED_KEY, window.location.pathname);
      window.location.reload();
    }
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" role="alert">
        <p className="font-semibold">This page could not be shown</p>
        <p className="mt-1 text-sm">{this.state.error instanceof Error ? this.state.error.message : String(this.state.error)}</p>
        <button type="button" className={`${BUTTON.secondary} mt-3`} onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    );
  }
}
