import type { ButtonHTMLAttributes } from "react";
import { BUTTON } from "./styles";

/** A button that is disabled and says `busyLabel` while its work runs. */
export function BusyButton({
  busy,
  label,
  busyLabel,
  look = "primary",
  type = "button",
  ...button
}: { busy: boolean; label: string; busyLabel: string; look?: keyof typeof BUTTON } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={BUTTON[look]} disabled={busy} {...button}>
      {busy ? busyLabel : label}
    </button>
  );
}
