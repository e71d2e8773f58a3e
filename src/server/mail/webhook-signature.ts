import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Lead webhooks are signed so a mover can tell them from forgeries: the header
 * `X-Movers-Signature: sha256=<hex>` holds the HMAC-SHA256 of the raw body with
 * LEAD_WEBHOOK_SECRET, and `X-Movers-Timestamp` the time of sending (ISO 8601) for the
 * receiver's replay window. The body itself carries the same confirmation id on every retry.
 */
export const SIGNATURE_HEADER = "X-Movers-Signature";
export const TIMESTAMP_HEADER = "X-Movers-Timestamp";

export function signWebhookBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`;
}

/** What a receiver does: recompute the signature and compare in constant time. */
export function verifyWebhookSignature(rawBody: string, header: string | null | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWebhookBody(rawBody, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
