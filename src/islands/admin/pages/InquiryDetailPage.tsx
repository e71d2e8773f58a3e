import type { AdminInquiryDetail } from "../../../lib/admin/inquiries-api";
import { adminPath } from "../../../lib/admin-paths";
import { API_PATHS } from "../../../lib/endpoints";
import { INQUIRY_TOPIC_LABELS } from "../../../lib/inquiries/inquiries-api";
import { InquiryNotes } from "../inquiries/InquiryNotes";
import { InquiryStatusBadge } from "../inquiries/InquiryStatusBadge";
import { InquiryUpdateForm } from "../inquiries/InquiryUpdateForm";
import { RecordPage } from "../RecordPage";
import { DateTime, DefinitionList, EmailLink, Panel, PhoneLink } from "../ui";

/**
 * /admin/inquiries/:id: one company inquiry: its message, the contact (email and phone as
 * links), the status control with a note box, and the notes so far.
 */
export default function InquiryDetailPage({ id }: { id: string }) {
  return (
    <RecordPage<AdminInquiryDetail>
      id={id}
      path={API_PATHS.adminInquiry}
      noun="inquiry"
      plural="inquiries"
      listHref={adminPath("inquiries")}
      sections={(inquiry, reload) => ({
        header: (
          <>
            <h2 className="break-words text-xl font-semibold text-slate-900">{inquiry.companyName || inquiry.contactName}</h2>
            <InquiryStatusBadge status={inquiry.status} />
          </>
        ),
        main: (
          <>
            <Panel title="Message">
              {inquiry.message ? (
                <p className="whitespace-pre-line break-words text-slate-900">{inquiry.message}</p>
              ) : (
                <p className="text-slate-700">The company left no message.</p>
              )}
            </Panel>
            <Panel title="Contact">
              <DefinitionList
                termWidth="narrow"
                items={[
                  ["Company", inquiry.companyName || "Not given"],
                  ["Contact", inquiry.contactName],
                  ["Email", <EmailLink key="email" email={inquiry.email} />],
                  ["Phone", <PhoneLink key="phone" phone={inquiry.phone} missing="Not given" />],
                  ["Topic", INQUIRY_TOPIC_LABELS[inquiry.topic]],
                  ["Received", <DateTime key="received" iso={inquiry.createdAt} />],
                  ["Updated", <DateTime key="updated" iso={inquiry.updatedAt} />],
                ]}
              />
            </Panel>
          </>
        ),
        side: (
          <>
            <Panel title="Status and notes">
              <InquiryUpdateForm key={`${inquiry.status}-${inquiry.notes.length}`} inquiryId={inquiry.id} status={inquiry.status} onDone={reload} />
            </Panel>
            <Panel title="Notes">
              <InquiryNotes notes={inquiry.notes} />
            </Panel>
          </>
        ),
      })}
    />
  );
}
