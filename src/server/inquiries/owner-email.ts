import { formatUsPhone } from "../../lib/format";
import { CONTACT_TOPIC, INQUIRY_TOPIC_LABELS, type Inquiry } from "../../lib/inquiries/inquiries-api";
import type { OutboundEmail } from "../mail/queue";

/**
 * The site owner's notice of a new company inquiry: everything needed to answer it from the
 * mailbox (Reply-To is the company's contact) and a link to it in the admin. Plain data in,
 * so the wording is tested without a database or a mail server.
 */
export function ownerInquiryEmail(inquiry: Inquiry, id: number, owner: { to: string; siteUrl: string }): OutboundEmail {
  const topic = INQUIRY_TOPIC_LABELS[inquiry.topic];
  const fromContactPage = inquiry.topic === CONTACT_TOPIC;
  const lines = [
    fromContactPage
      ? "Someone sent a message from the contact page of National Movers Directory."
      : `A moving company sent an inquiry about ${topic.toLowerCase()} on National Movers Directory.`,
    "",
    `Company: ${inquiry.companyName || "not given"}`,
    `Contact: ${inquiry.contactName}`,
    `Email: ${inquiry.email}`,
    `Phone: ${inquiry.phone ? formatUsPhone(inquiry.phone) : "not given"}`,
    `Topic: ${topic}`,
    "",
    "Message:",
    inquiry.message || "(no message)",
    "",
    `Open it in the admin: ${owner.siteUrl}/admin/inquiries/${id}`,
    `Reply to this email to answer ${fromContactPage ? inquiry.contactName : "the company"} directly.`,
  ];
  return {
    to: owner.to,
    subject: `New inquiry: ${inquiry.companyName || inquiry.contactName} (${topic})`,
    text: lines.join("\n"),
    replyTo: inquiry.email,
  };
}
