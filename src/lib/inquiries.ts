import { z } from "zod";

/**
 * A moving company asking about the offers (listing, featured listing, leads, advertising):
 * the form on /list-your-company and the other offer pages. One schema for the form's script
 * and for POST /api/inquiries.
 */
export const INQUIRY_TOPICS = ["listing", "featured-listing", "moving-leads", "advertising"] as const;
export type InquiryTopic = (typeof INQUIRY_TOPICS)[number];

/** How each topic reads to people: the form's choices, the admin's filter and the owner's email. */
export const INQUIRY_TOPIC_LABELS: Record<InquiryTopic, string> = {
  listing: "Listing",
  "featured-listing": "Featured listing",
  "moving-leads": "Moving leads",
  advertising: "Advertising",
};

/** The form's hidden field that people leave empty and bots fill (InquiryForm.astro names it). */
export const INQUIRY_HONEYPOT = "company_fax";

const trimmed = (min: number, max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

export const inquirySchema = z.object({
  companyName: trimmed(2, 120, "Company name"),
  contactName: trimmed(2, 80, "Your name"),
  email: z.string().trim().pipe(z.email("Enter a valid email address")),
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "").length === 10, "Phone must have 10 digits"),
  topic: z.enum(INQUIRY_TOPICS, { error: "Choose what you are interested in" }),
  message: z.string().trim().max(2000, "Message must be at most 2000 characters").optional().default(""),
});

export type Inquiry = z.output<typeof inquirySchema>;
