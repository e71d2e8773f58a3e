import { z } from "zod";
import { usPhoneDigits } from "../format";

/**
 * Inquiries: a moving company asking about the offers (listing, featured listing, leads,
 * advertising) on /list-your-company and the other offer pages, and anyone's message from the
 * contact page. One schema for the forms' script and for POST /api/inquiries.
 */
export const COMPANY_INQUIRY_TOPICS = ["listing", "featured-listing", "moving-leads", "advertising"] as const;

/** The contact page's topic: a question or request about anything on the site, from anyone. */
export const CONTACT_TOPIC = "general";

export const INQUIRY_TOPICS = [...COMPANY_INQUIRY_TOPICS, CONTACT_TOPIC] as const;
export type InquiryTopic = (typeof INQUIRY_TOPICS)[number];

/** How each topic reads to people: the form's choices, the admin's filter and the owner's email. */
export const INQUIRY_TOPIC_LABELS: Record<InquiryTopic, string> = {
  listing: "Listing",
  "featured-listing": "Featured listing",
  "moving-leads": "Moving leads",
  advertising: "Advertising",
  general: "Contact page message",
};

/** The form's hidden field that people leave empty and bots fill (InquiryForm.astro names it). */
export const INQUIRY_HONEYPOT = "company_fax";

/** Longest message and company name any inquiry may carry. */
export const INQUIRY_MESSAGE_MAX = 2000;
export const INQUIRY_COMPANY_MAX = 120;

const trimmed = (min: number, max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * A company's inquiry names the company (2+ characters); a contact-page message may leave the
 * company out (it is the listing it is about, if any) but must say something.
 */
export const inquirySchema = z
  .object({
    companyName: z.string().trim().max(INQUIRY_COMPANY_MAX, `Company name must be at most ${INQUIRY_COMPANY_MAX} characters`).optional().default(""),
    contactName: trimmed(2, 80, "Your name"),
    email: z.string().trim().pipe(z.email("Enter a valid email address")),
    phone: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || usPhoneDigits(v).length === 10, "Phone must have 10 digits"),
    topic: z.enum(INQUIRY_TOPICS, { error: "Choose what you are interested in" }),
    message: z.string().trim().max(INQUIRY_MESSAGE_MAX, `Message must be at most ${INQUIRY_MESSAGE_MAX} characters`).optional().default(""),
  })
  .superRefine(
    (inquiry, ctx) => {
      const company = typeof inquiry.companyName === "string" ? inquiry.companyName : "";
      if (inquiry.topic === CONTACT_TOPIC) {
        if (typeof inquiry.message === "string" && inquiry.message === "")
          ctx.addIssue({ code: "custom", path: ["message"], message: "Message is required" });
      } else if (company.length < 2) {
        ctx.addIssue({
          code: "custom",
          path: ["companyName"],
          message: company === "" ? "Company name is required" : "Company name must be at least 2 characters",
        });
      }
    },
    // Checked even when other fields are wrong, so one answer names every field to fix.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value) },
  );

export type Inquiry = z.output<typeof inquirySchema>;

/** `POST /api/inquiries` answer to a caller that accepts JSON (a form post is redirected instead). */
export const inquiryResponseSchema = z.object({ id: z.number().int() });
export type InquiryResponse = z.infer<typeof inquiryResponseSchema>;
