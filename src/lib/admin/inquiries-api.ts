import { z } from "zod";
import { INQUIRY_TOPICS, type InquiryTopic } from "../inquiries/inquiries-api";
import { pagedSchema } from "../paging";
import { parsePage } from "./company-list-query";
import { pageParamSchema } from "./page-param";

/**
 * The admin's view of company inquiries: statuses, the list query (in the page URL and the API),
 * the update body and the response shapes. One module for the island, the functions and the
 * use cases.
 */

/** Where an inquiry stands: any status may follow any other (a lost company may come back). */
export const INQUIRY_STATUSES = ["new", "contacted", "won", "lost"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = { new: "New", contacted: "Contacted", won: "Won", lost: "Lost" };

/** Rows per page of the admin list. */
export const INQUIRY_PAGE_SIZE = 25;

/** Longest note an admin may add. */
export const INQUIRY_NOTE_MAX = 2000;

const statusSchema = z.enum(INQUIRY_STATUSES, { error: `must be one of ${INQUIRY_STATUSES.join(", ")}` });
const topicSchema = z.enum(INQUIRY_TOPICS, { error: `must be one of ${INQUIRY_TOPICS.join(", ")}` });

/** GET /api/admin/inquiries?topic=&status=&page= */
export const inquiryListQuerySchema = z.object({
  topic: topicSchema.optional(),
  status: statusSchema.optional(),
  page: pageParamSchema,
});

/** Largest PATCH body: a note at its longest fits with room to spare. */
export const INQUIRY_PATCH_MAX_BYTES = 16 * 1024;

/** PATCH /api/admin/inquiries/:id `{ status?, note? }`: at least one of them. */
export const inquiryPatchSchema = z
  .object({
    status: statusSchema.optional(),
    note: z
      .string({ error: "must be text" })
      .trim()
      .max(INQUIRY_NOTE_MAX, `must be at most ${INQUIRY_NOTE_MAX} characters`)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((b) => b.status !== undefined || b.note !== undefined, { message: "write a note or choose a different status", path: ["note"] });
export type InquiryPatch = z.output<typeof inquiryPatchSchema>;

const inquiryStatusSchema = z.enum(INQUIRY_STATUSES);

export const adminInquirySchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  topic: z.enum(INQUIRY_TOPICS),
  message: z.string(),
  status: inquiryStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;

/** A note on an inquiry, and the status change it came with (both null when there was none). */
export const inquiryNoteSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  text: z.string(),
  statusFrom: inquiryStatusSchema.nullable(),
  statusTo: inquiryStatusSchema.nullable(),
  createdAt: z.string(),
});
export type InquiryNote = z.infer<typeof inquiryNoteSchema>;

/** `GET /api/admin/inquiries/:id` and the PATCH answer. */
export const adminInquiryDetailSchema = adminInquirySchema.extend({
  /** Oldest first. */
  notes: z.array(inquiryNoteSchema),
});
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;

/** `GET /api/admin/inquiries`. */
export const adminInquiryPageSchema = pagedSchema("inquiries", adminInquirySchema).extend({
  /** Whether SITE_OWNER_EMAIL is set, so new inquiries are emailed to the owner. */
  ownerNotified: z.boolean(),
});
export type AdminInquiryPage = z.infer<typeof adminInquiryPageSchema>;

/** The list's filters as they sit in the page URL: read leniently (an unknown value counts as "all"). */
export interface InquiryListQuery {
  topic: InquiryTopic | "";
  status: InquiryStatus | "";
  page: number;
}

export const EMPTY_INQUIRY_QUERY: InquiryListQuery = { topic: "", status: "", page: 1 };

/** @example parseInquiryListQuery({ topic: "advertising", page: "2" }) // { topic: "advertising", status: "", page: 2 } */
export function parseInquiryListQuery(search: Record<string, string | undefined>): InquiryListQuery {
  const topic = (INQUIRY_TOPICS as readonly string[]).includes(search.topic ?? "") ? (search.topic as InquiryTopic) : "";
  const status = (INQUIRY_STATUSES as readonly string[]).includes(search.status ?? "") ? (search.status as InquiryStatus) : "";
  return { topic, status, page: parsePage(search.page) };
}

/** The query parameters of the filters, without blanks and without page 1 (the API call and the page URL). */
export function inquiryListParams(query: InquiryListQuery): Record<string, string | undefined> {
  return { topic: query.topic || undefined, status: query.status || undefined, page: query.page > 1 ? String(query.page) : undefined };
}

/** How a note's status change reads: "New → Contacted". */
export function statusChangeLabel(note: Pick<InquiryNote, "statusFrom" | "statusTo">): string | undefined {
  if (note.statusTo === null) return undefined;
  return note.statusFrom === null
    ? INQUIRY_STATUS_LABELS[note.statusTo]
    : `${INQUIRY_STATUS_LABELS[note.statusFrom]} → ${INQUIRY_STATUS_LABELS[note.statusTo]}`;
}
