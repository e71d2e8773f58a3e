import { expect, test } from "./fixtures";

/**
 * The content pages (about, FAQ, legal, contact), the offer pages for moving companies with
 * their inquiry form, the inquiry thank-you page and the generic error page.
 */
const PAGES = [
  { path: "/about", h1: "About Us" },
  { path: "/faq", h1: "Frequently Asked Questions" },
  { path: "/privacy-policy", h1: "Privacy Policy" },
  { path: "/terms-of-service", h1: "Terms of Service" },
  { path: "/contact", h1: "Contact Us" },
  { path: "/list-your-company", h1: "List Your Moving Company" },
  { path: "/featured-listings", h1: "Featured Listings" },
  { path: "/moving-leads", h1: "Moving Leads" },
  { path: "/advertise", h1: "Advertise With Us" },
  { path: "/inquiry-received", h1: "Thank you, we have your inquiry" },
  { path: "/error", h1: "500 Something went wrong" },
] as const;

for (const { path, h1 } of PAGES) {
  test(`${path} loads with its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1, { useInnerText: true });
  });
}

test("every FAQ answer opens, and the FAQPage structured data has the same questions", async ({ page }) => {
  await page.goto("/faq");
  const summaries = page.locator("main details > summary");
  const questions = (await summaries.allInnerTexts()).map((q) => q.trim());
  expect(questions.length).toBeGreaterThanOrEqual(10);
  expect(questions.length).toBeLessThanOrEqual(14);

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.flatMap((text) => {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [parsed];
  }) as Array<{ "@type"?: string; mainEntity?: Array<{ name: string; acceptedAnswer: { text: string } }> }>;
  const faq = data.find((d) => d["@type"] === "FAQPage");
  expect(faq?.mainEntity).toHaveLength(questions.length);
  expect(faq?.mainEntity?.map((q) => q.name)).toEqual(questions);

  // Keyboard: a summary opens its answer with Enter, and the answer is the structured-data text.
  const first = page.getByText(questions[0], { exact: true });
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("main details").first()).toHaveAttribute("open", "");
  const firstAnswer = faq?.mainEntity?.[0].acceptedAnswer.text.split("\n\n")[0] ?? "";
  await expect(page.locator("main details").first().getByText(firstAnswer)).toBeVisible();
});

test("the inquiry form blocks an invalid email, then sends a valid inquiry to the thank-you page", async ({ page }) => {
  await page.goto("/list-your-company");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "List Your Moving Company" }) });
  await expect(form.getByLabel("What are you interested in?")).toHaveValue("listing");

  await form.getByLabel("Company name").fill("Playwright Test Movers");
  await form.getByLabel("Your name").fill("Dana Tester");
  const email = form.getByLabel("Email");
  await email.fill("not-an-email");
  await form.getByRole("button", { name: "List Your Moving Company" }).click();
  await expect(page).toHaveURL(/\/list-your-company$/);
  expect(await email.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);

  await email.fill("dana@test-movers.example");
  await form.getByLabel("Message").fill("We move homes and offices around Austin, TX.");
  await form.getByRole("button", { name: "List Your Moving Company" }).click();
  await expect(page).toHaveURL(/\/inquiry-received$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, we have your inquiry");
});

test("the server's refusal is shown above the button and the input is kept", async ({ page }) => {
  await page.goto("/moving-leads");
  await page.getByLabel("Company name").fill("Refused Movers");
  await page.getByLabel("Your name").fill("Rae Fused");
  await page.getByLabel("Email").fill("rae@refused.example");
  // Eleven digits not starting with 1: allowed by the field's pattern, refused by the server.
  await page.getByLabel("Phone").fill("2 222 333 4444");
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByRole("alert")).toHaveText("Phone must have 10 digits.");
  await expect(page).toHaveURL(/\/moving-leads$/);
  await expect(page.getByLabel("Company name")).toHaveValue("Refused Movers");
  await expect(page.getByLabel("Phone")).toHaveValue("2 222 333 4444");
});

test("a network failure asks the visitor to try again or email us", async ({ page }) => {
  await page.route("**/api/inquiries", (route) => route.abort("internetdisconnected"));
  await page.goto("/featured-listings");
  await page.getByLabel("Company name").fill("Offline Movers");
  await page.getByLabel("Your name").fill("Off Line");
  await page.getByLabel("Email").fill("off@line.example");
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Could not send your inquiry\. Please try again or email \S+@\S+\.$/);
  await expect(page.getByLabel("Email")).toHaveValue("off@line.example");
});

test("each offer page preselects its own topic", async ({ page }) => {
  for (const [path, topic] of [
    ["/featured-listings", "featured-listing"],
    ["/moving-leads", "moving-leads"],
    ["/advertise", "advertising"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByLabel("What are you interested in?")).toHaveValue(topic);
    await expect(page.getByRole("button", { name: "Send inquiry" })).toBeVisible();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the inquiry form still posts and lands on the thank-you page", async ({ page }) => {
    await page.goto("/advertise");
    await page.getByLabel("Company name").fill("No Script Storage");
    await page.getByLabel("Your name").fill("Sam Plain");
    await page.getByLabel("Email").fill("sam@noscript.example");
    await page.getByRole("button", { name: "Send inquiry" }).click();
    await expect(page).toHaveURL(/\/inquiry-received$/);
  });

  test("the error page shows the defaults and no Refresh button", async ({ page }) => {
    await page.goto("/error?status=503&message=Down%20for%20maintenance");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("500");
    await expect(page.getByText("We're experiencing technical difficulties. Please try again later.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh Page" })).toBeHidden();
  });
});

test("the error page shows 500 and the default message", async ({ page }) => {
  await page.goto("/error");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("500");
  await expect(page.getByText("We're experiencing technical difficulties. Please try again later.")).toBeVisible();
  await expect(page.getByText("Our team has been notified.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("button", { name: "Refresh Page" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("the error page shows the fixed message of a known status and never text from the URL", async ({ page }) => {
  const scam = "Call (800) 555-0000 now to pay by gift card";
  await page.goto(`/error?status=503&message=${encodeURIComponent(scam)}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("503");
  await expect(page.getByText("The service is briefly unavailable. Please try again in a minute.")).toBeVisible();
  await expect(page.getByText(scam)).toHaveCount(0);

  await page.goto(`/error?status=200&message=${encodeURIComponent("<b>bold</b>")}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("500");
  await expect(page.getByText("We're experiencing technical difficulties. Please try again later.")).toBeVisible();
  await expect(page.getByText("<b>bold</b>")).toHaveCount(0);

  await page.goto("/error?status=404");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("404");
  await expect(page.getByText("The page you are looking for could not be found.")).toBeVisible();
});
