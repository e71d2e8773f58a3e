import type { ReactNode } from "react";
import { ApiError } from "../../../client/api";
import { API_PATHS, fillPath } from "../../../client/endpoints";
import type { AdminInquiryDetail } from "../../../lib/admin/inquiries";
import { formatUsPhone, telHref } from "../../../lib/format";
import { INQUIRY_TOPIC_LABELS } from "../../../lib/inquiries";
import { useAdminQuery } from "../admin-data";
import { INQUIRY_LINK } from "../inquiries/InquiryList";
import { InquiryNotes } from "../inquiries/InquiryNotes";
import { InquiryStatusBadge } from "../inquiries/InquiryStatusBadge";
import { InquiryUpdateForm } from "../inquiries/InquiryUpdateForm";
import { ErrorPanel, formatDateTime, Panel, Spinner } from "../ui";

/**
 * /admin/inquiries/:id: one company inquiry: its message, the contact (email and phone as
 * links), the status control with a note box, and the notes so far.
 */

function BackLink() {
  return (
    <a href="/admin/inquiries" className={`${INQUIRY_LINK} inline-block`}>
      <span aria-hidden="true">← </span>Back to inquiries
    </a>
  );
}

function Details({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Phone({ phone }: { phone: string | null }) {
  if (!phone) return <span>Not given</span>;
  const href = telHref(phone);
  return href ? (
    <a href={href} className={INQUIRY_LINK}>
      {formatUsPhone(phone)}
    </a>
  ) : (
    <span>{phone}</span>
  );
}

export default function InquiryDetailPage({ id }: { id: string }) {
  const valid = /^\d{1,12}$/.test(id);
  const { data: inquiry, error, loading, reload } = useAdminQuery<AdminInquiryDetail>(valid ? fillPath(API_PATHS.adminInquiry, { id }) : null);

  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return (
      <Panel title="Inquiry not found">
        <p className="text-slate-700">There is no inquiry with this number. It may have been typed wrong.</p>
        <div className="mt-3">
          <BackLink />
        </div>
      </Panel>
    );
  }
  if (error && !inquiry) return <ErrorPanel error={error} onRetry={reload} />;
  if (!inquiry) return <Spinner label={loading ? "Loading the inquiry…" : "Loading…"} />;

  return (
    <div className="space-y-4">
      <BackLink />
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="break-words text-xl font-semibold text-slate-900">{inquiry.companyName || inquiry.contactName}</h2>
        <InquiryStatusBadge status={inquiry.status} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Panel title="Message">
            {inquiry.message ? (
              <p className="whitespace-pre-line break-words text-slate-900">{inquiry.message}</p>
            ) : (
              <p className="text-slate-700">The company left no message.</p>
            )}
          </Panel>
          <Panel title="Contact">
            <Details
              rows={[
                ["Company", inquiry.companyName || "Not given"],
                ["Contact", inquiry.contactName],
                [
                  "Email",
                  <a key="email" href={`mailto:${inquiry.email}`} className={INQUIRY_LINK}>
                    {inquiry.email}
                  </a>,
                ],
                ["Phone", <Phone key="phone" phone={inquiry.phone} />],
                ["Topic", INQUIRY_TOPIC_LABELS[inquiry.topic]],
                ["Received", <time key="received" dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt)}</time>],
                ["Updated", <time key="updated" dateTime={inquiry.updatedAt}>{formatDateTime(inquiry.updatedAt)}</time>],
              ]}
            />
          </Panel>
        </div>
        <div className="space-y-4">
          <Panel title="Status and notes">
            <InquiryUpdateForm key={`${inquiry.status}-${inquiry.notes.length}`} inquiryId={inquiry.id} status={inquiry.status} onDone={reload} />
          </Panel>
          <Panel title="Notes">
            <InquiryNotes notes={inquiry.notes} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
