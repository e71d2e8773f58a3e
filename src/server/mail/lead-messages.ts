import { formatUsPhone } from "../../lib/format";
import type { OutboundEmail } from "./queue";

/**
 * What a lead says to the people it concerns, built from plain data so the wording is tested
 * without a database or a mail server: the email to each chosen mover, the confirmation to the
 * visitor, and the JSON body of a mover's webhook.
 */

export interface LeadPlace {
  /** What the visitor typed, e.g. "Austin, TX" or "60601". */
  typed: string;
  city: string;
  state: string;
  zip: string;
}

export interface LeadForMessages {
  publicId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  from: LeadPlace;
  to: LeadPlace;
  /** MM/DD/YYYY, as movers receive it (the lead stores the ISO day). */
  moveDate: string;
  moveSize: string;
  vehicle: { year: string; make: string; model: string; condition: string } | null;
  /** The visitor's own words about the move; empty when none were given. */
  details: string;
  createdAt: string;
}

export interface MoverForMessages {
  id: number;
  name: string;
  phone: string | null;
}

/** "Austin, TX 78701", or as much of it as was resolved; "" when nothing was. */
export function resolvedPlace(p: LeadPlace): string {
  const cityState = [p.city, p.state].filter(Boolean).join(", ");
  return [cityState, p.zip].filter(Boolean).join(" ");
}

/** The typed text, followed by the resolved place when it says something the text does not. */
export function describePlace(p: LeadPlace): string {
  const resolved = resolvedPlace(p);
  if (!resolved || resolved.toLowerCase() === p.typed.toLowerCase()) return p.typed;
  return `${p.typed} (${resolved})`;
}

/** "2019 Toyota Camry, running", or null without a vehicle. */
export function describeVehicle(v: LeadForMessages["vehicle"]): string | null {
  if (!v) return null;
  const car = [v.year, v.make, v.model].filter(Boolean).join(" ");
  const text = [car, v.condition].filter(Boolean).join(", ");
  return text || "Yes (no details given)";
}

const customerName = (lead: LeadForMessages) => `${lead.firstName} ${lead.lastName}`.trim();

/** The quote request a chosen mover receives; replies go straight to the customer. */
export function moverEmail(lead: LeadForMessages, mover: { email: string }): OutboundEmail {
  const vehicle = describeVehicle(lead.vehicle);
  const lines = [
    `New moving quote request ${lead.publicId} from National Movers Directory.`,
    "",
    `Customer: ${customerName(lead)}`,
    `Phone: ${formatUsPhone(lead.phone)}`,
    `Email: ${lead.email}`,
    "",
    `Moving from: ${describePlace(lead.from)}`,
    `Moving to: ${describePlace(lead.to)}`,
    `Move date: ${lead.moveDate}`,
    `Home size: ${lead.moveSize}`,
    ...(vehicle ? [`Vehicle to transport: ${vehicle}`] : []),
    ...(lead.details ? ["", "Details from the customer:", lead.details] : []),
    "",
    `Confirmation ID: ${lead.publicId}`,
    "",
    "The customer chose you on our site and expects your call or email with a quote.",
    "Reply to this email to write to the customer directly.",
  ];
  return {
    to: mover.email,
    subject: `New moving lead ${lead.publicId}: ${lead.from.typed} to ${lead.to.typed}, ${lead.moveDate}`,
    text: lines.join("\n"),
    replyTo: lead.email,
  };
}

/** The visitor's confirmation: the id, the movers it went to with their phones, what happens next. */
export function visitorEmail(lead: LeadForMessages, movers: readonly MoverForMessages[]): OutboundEmail {
  const moverLines =
    movers.length === 0
      ? ["No mover was selected, so no mover received your request."]
      : [
          `Your request went to the ${movers.length === 1 ? "mover" : `${movers.length} movers`} you chose:`,
          ...movers.map((m) => `- ${m.name}${m.phone ? `: ${formatUsPhone(m.phone)}` : ""}`),
        ];
  const lines = [
    `Hi ${lead.firstName},`,
    "",
    `Thank you for your moving quote request. Your confirmation ID is ${lead.publicId}.`,
    "",
    `Move: ${describePlace(lead.from)} to ${describePlace(lead.to)} on ${lead.moveDate}`,
    "",
    ...moverLines,
    "",
    "What happens next:",
    `- The movers call or email you at ${formatUsPhone(lead.phone)} or ${lead.email} with their quotes, usually within one business day.`,
    "- Compare the quotes and ask each mover about insurance, deposits and the delivery window.",
    "- You can call a mover yourself at any time; mention your confirmation ID.",
    "",
    "National Movers Directory",
  ];
  return { to: lead.email, subject: `Your moving quote request ${lead.publicId}`, text: lines.join("\n") };
}

/** The JSON a mover's lead webhook receives (documented in README.md). */
export function webhookBody(lead: LeadForMessages, mover: MoverForMessages): Record<string, unknown> {
  const place = (p: LeadPlace) => ({ typed: p.typed, city: p.city, state: p.state, zip: p.zip });
  return {
    event: "lead.created",
    confirmation_id: lead.publicId,
    created_at: lead.createdAt,
    company: { id: mover.id, name: mover.name },
    customer: { first_name: lead.firstName, last_name: lead.lastName, email: lead.email, phone: lead.phone },
    move: {
      from: place(lead.from),
      to: place(lead.to),
      date: lead.moveDate,
      size: lead.moveSize,
      vehicle: lead.vehicle,
      details: lead.details,
    },
  };
}
