import { API_PATHS, fillPath } from "../../../client/endpoints";
import type { AdminInquiryDetail } from "../../../lib/admin/inquiries";
import { INQUIRY_TOPIC_LABELS } from "../../../lib/inquiries";
import { adminPath } from "../../../lib/routes";
import { useAdminQuery } from "../admin-data";
import { InquiryNotes } from "../inquiries/InquiryNotes";
import { InquiryStatusBadge } from "../inquiries/InquiryStatusBadge";
import { InquiryUpdateForm } from "../inquiries/InquiryUpdateForm";
import { BackLink, DateTime, DefinitionList, DetailPage, EmailLink, isRecordId, Panel, PhoneLink } from "../ui";

/**
 * /admin/inquiries/:id: one company inquiry: its message, the contact (email and phone as
 * links), the status control with a note box, and the notes so far.
 */
export default function InquiryDetailPage({ id }: { id: string }) {
  const valid = isRecordId(id);
  const load = useAdminQuery<AdminInquiryDetail>(valid ? fillPath(API_PATHS.adminInquiry, { id }) : null);
  const back = <BackLink href={adminPath("inquiries")}>Back to inquiries</BackLink>;
  const notFound = { title: "Inquiry not found", message: "There is no inquiry with this number. It may have been typed wrong.", back };

  return (
    <DetailPage valid={valid} load={load} notFound={notFound} loadingLabel="Loading the inquiry…">
      {(inquiry) => (
        <div className="space-y-4">
          {back}
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
            </div>
            <div className="space-y-4">
              <Panel title="Status and notes">
                <InquiryUpdateForm
                  key={`${inquiry.status}-${inquiry.notes.length}`}
                  inquiryId={inquiry.id}
                  status={inquiry.status}
                  onDone={load.reload}
                />
              </Panel>
              <Panel title="Notes">
                <InquiryNotes notes={inquiry.notes} />
              </Panel>
            </div>
          </div>
        </div>
      )}
    </DetailPage>
  );
}
