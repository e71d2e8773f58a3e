import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, openAdmin } from "./support/admin";
import { waitForMail } from "./support/mailbox";
import { continueButton, openWizard, pickRoute, sizeDateContact, stepHeading } from "./support/wizard";

/**
 * A quote request reaches the movers the visitor chose: the wizard's lead puts an email per mover
 * and a confirmation to the visitor on the SMTP server of global-setup, and the admin's lead
 * detail and Mail page show them as sent.
 */

test("the visitor's confirmation arrives and the admin sees each mover's delivery as sent", async ({ page }) => {
  const email = `mover-mail-${randomUUID().slice(0, 8)}@mail.example.com`;
  await openWizard(page);

  await pickRoute(page);
  await continueButton(page).click();
  await sizeDateContact(page, { contact: { firstName: "Riley", lastName: "Mailer", email, phone: "(512) 555-0177" } });

  // Keep the first two movers, uncheck the rest.
  const movers = page.getByRole("checkbox");
  await expect(movers.first()).toBeVisible();
  const count = await movers.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let i = 2; i < count; i++) await movers.nth(i).uncheck();
  await expect(page.getByText(`2 of ${count} movers selected.`)).toBeVisible();
  await continueButton(page).click();
  await expect(stepHeading(page, "Do you also need a vehicle shipped?")).toBeFocused();
  await page.getByRole("button", { name: "Submit request" }).click();
  await expect(stepHeading(page, "Your quote request is on its way")).toBeFocused();
  const confirmation = (await page.locator("[data-confirmation-id]").textContent())?.trim() ?? "";
  expect(confirmation).toMatch(/^MV-/);

  const visitorMail = await waitForMail((m) => m.to.includes(email));
  expect(visitorMail.subject).toBe(`Your moving quote request ${confirmation}`);
  expect(visitorMail.text).toContain(`Your confirmation ID is ${confirmation}.`);
  expect(visitorMail.text).toContain("Your request went to the 2 movers you chose:");

  await openAdmin(page, "/admin/leads");
  await page.getByRole("link", { name: "Riley Mailer" }).first().click();
  const leadId = /\/admin\/leads\/(\d+)/.exec(page.url())?.[1];
  expect(leadId).toBeDefined();
  // The outbox sends after the answer: wait until the API reports every delivery settled. A mover
  // on file without an email address gets no email (and says so); every other delivery is sent.
  let sent: Array<{ channel: string; recipient: string; status: string; last_error: string | null }> = [];
  await expect(async () => {
    const res = await page.request.get(`/api/admin/leads/${leadId}`);
    sent = ((await res.json()) as { deliveries: typeof sent }).deliveries;
    expect(sent.map((d) => d.channel).sort()).toEqual(["mover-email", "mover-email", "visitor-email"]);
    for (const d of sent) expect(d.status === "delivered" || d.last_error === "The company has no email address on file").toBe(true);
  }).toPass({ timeout: 15_000 });
  expect(sent.find((d) => d.channel === "visitor-email")?.status).toBe("delivered");

  await page.reload();
  const deliveries = page.getByRole("list", { name: "Deliveries of this lead" }).getByRole("listitem");
  await expect(deliveries).toHaveCount(3);
  await expect(deliveries.filter({ hasText: "Confirmation to customer" })).toContainText("Sent");
  for (const d of sent.filter((x) => x.channel === "mover-email" && x.status === "delivered")) {
    await expect(deliveries.filter({ hasText: d.recipient })).toContainText("Sent");
    const moverMail = await waitForMail((m) => m.to.includes(d.recipient) && m.subject.includes(confirmation));
    expect(moverMail.replyTo).toBe(email);
    expect(moverMail.text).toContain("Phone: (512) 555-0177");
  }
  await expect(page.getByRole("button", { name: /^Resend/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, "lead detail");

  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Mail" }).click();
  await expect(page.getByRole("heading", { name: "Mail", level: 2 })).toBeVisible();
  const message = page
    .getByRole("list", { name: "Messages, newest first" })
    .getByRole("listitem")
    .filter({ hasText: `Your moving quote request ${confirmation}` });
  await expect(message).toContainText("Sent");
  await message.getByText("Show the message").click();
  await expect(message.getByText(`Your confirmation ID is ${confirmation}.`)).toBeVisible();
  await expectNoAxeViolations(page, "mail page");
});
