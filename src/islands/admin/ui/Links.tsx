import { formatUsPhone, telHref } from "../../../lib/format";
import { formatDateTime } from "./format";
import { LINK } from "./styles";

/** A US phone number as a tel: link; `missing` when there is none, the raw text when it cannot be dialled. */
export function PhoneLink({ phone, missing }: { phone: string | null; missing: string }) {
  if (!phone) return <span>{missing}</span>;
  const href = telHref(phone);
  return href ? (
    <a href={href} className={LINK}>
      {formatUsPhone(phone)}
    </a>
  ) : (
    <span>{phone}</span>
  );
}

/** An email address as a mailto: link. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={LINK}>
      {email}
    </a>
  );
}

/** An ISO timestamp shown in the admin's time zone, machine-readable in a <time>. */
export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
