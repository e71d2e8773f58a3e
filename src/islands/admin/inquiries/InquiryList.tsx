import type { AdminInquiry } from "../../../lib/admin/inquiries-api";
import { adminPath } from "../../../lib/admin-paths";
import { INQUIRY_TOPIC_LABELS } from "../../../lib/inquiries/inquiries-api";
import { DateTime, LINK } from "../ui";
import { InquiryStatusBadge } from "./InquiryStatusBadge";

/**
 * One page of inquiries, newest first, as a list of rows that wrap instead of scrolling
 * sideways on a phone; each company name opens the inquiry.
 */
export function InquiryList({ inquiries }: { inquiries: AdminInquiry[] }) {
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200" aria-label="Inquiries, newest first">
      {inquiries.map((inquiry) => (
        <li key={inquiry.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <a href={adminPath("inquiry", inquiry.id)} className={`${LINK} break-words`}>
              {inquiry.companyName || inquiry.contactName}
            </a>
            <p className="text-sm text-slate-700">
              {inquiry.contactName} · {INQUIRY_TOPIC_LABELS[inquiry.topic]}
            </p>
          </div>
          <div className="flex items-center gap-3 text-sm text-slate-700">
            <DateTime iso={inquiry.createdAt} />
            <InquiryStatusBadge status={inquiry.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
