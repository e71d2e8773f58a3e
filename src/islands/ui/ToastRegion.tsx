import type { ReactNode } from "react";

/**
 * Where toasts appear: a polite live region, present before any toast so each new one is
 * announced, at the bottom right and at most 420 px wide. Its own module, so a page can show the
 * region at once and bring the toasts' code (Toasts.tsx) with the first part that raises one.
 */
export function ToastRegion({ children }: { children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed right-0 bottom-0 z-50 flex w-full max-w-[420px] flex-col gap-2 p-4">
      {children}
    </div>
  );
}
