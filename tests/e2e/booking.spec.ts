import { formToken } from "#tests/support/form-token";
import { offeredDates } from "../../common/consultation/schedule";
import { bookableSlots } from "../../common/slots/calendar";
import { confirmAsAgency } from "./support/bookings";
import { expect, type Locator, type Page, test } from "./support/test";

// Each test walks a whole form as a visitor; allow for a busy test machine.
test.describe.configure({ timeout: 120_000 });

/** Opens a page once its scripts have loaded and hydrated, so clicks reach React's handlers. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

/** Picks a radio card the way a visitor does: by clicking its visible card. */
async function choose(page: Page, radio: Locator) {
  await page.locator("label", { has: radio }).click();
  await expect(radio).toBeChecked();
}

const toast = (page: Page) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .first();

test.describe("slot reservation wizard", () => {
  test("walks a visitor through the three steps, with RESERVED slots disabled", async ({ page, request }) => {
    const slots = bookableSlots(new Date());
    const full = slots.at(-1)!;
    const chosen = slots.at(-2)!;
    // Two reservations through the API, confirmed, fill the last slot.
    for (const email of ["first@example.com", "second@example.com"]) {
      const response = await request.post("/api/reserve-slot", {
        data: {
          name: "Earlier Client",
          email,
          package: "essential",
          preferredSlot: full.id,
          projectDetails: "An earlier booking that fills the slot.",
          // A person's timing: a booking that looks automated takes no place (docs/product/lead-capture.md § Capacity).
          ...formToken("reserve-slot"),
        },
      });
      expect(response.status()).toBe(201);
      await confirmAsAgency(request, "reservation", email);
    }

    await open(page, "/reserve-slot");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("development slot");
    await expect(page.getByText("Each slot holds 1-2 concurrent projects.")).toBeVisible();

    // Step 1: NEXT STEP checks only this step's fields; PREVIOUS is hidden.
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(page.getByRole("button", { name: "PREVIOUS" })).toHaveCount(0);
    await page.getByRole("button", { name: "NEXT STEP" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please select a package")).toHaveCount(0);
    await page.getByLabel(/^Name/).fill("Ada Lovelace");
    await page.getByLabel(/^Email/).fill("ada@example.com");
    await page.getByLabel("Business name").fill("Analytical Engines");
    await page.getByRole("button", { name: "NEXT STEP" }).click();

    // Step 2: package and slot.
    await expect(page.getByRole("heading", { name: "Project Selection" })).toBeVisible();
    // The entry tier is reservable too, first, as the Services page sells it.
    await expect(page.locator("input[name='package']")).toHaveCount(4);
    await expect(
      page.getByRole("radio", { name: /Landing Page Package\s*One page, one goal\s*from \$1,000\s*\(1-2 weeks\)/ }),
    ).toBeVisible();
    await expect(
      page.getByRole("radio", { name: /Foundation\s*Essential web presence\s*from \$3,500\s*\(2-3 weeks\)/ }),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: /Growth Engine.*from \$6,000.*\(3-4 weeks\)/ })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Market Leader.*from \$12,000.*\(4-8 weeks\)/ })).toBeVisible();
    await page.getByRole("button", { name: "NEXT STEP" }).click();
    await expect(page.getByText("Please select a package")).toBeVisible();
    await expect(page.getByText("Please select a development slot")).toBeVisible();

    const fullSlot = page.getByRole("radio", { name: new RegExp(full.label) });
    await expect(fullSlot).toBeDisabled();
    await expect(page.locator("label", { has: fullSlot })).toContainText("RESERVED");

    await choose(page, page.getByRole("radio", { name: /Growth Engine/ }));
    await choose(page, page.getByRole("radio", { name: new RegExp(chosen.label) }));
    await expect(toast(page)).toContainText("Slot Selected");
    await expect(toast(page)).toContainText(`Selected ${chosen.label} for your project`);

    // PREVIOUS keeps what was typed.
    await page.getByRole("button", { name: "PREVIOUS" }).click();
    await expect(page.getByLabel(/^Name/)).toHaveValue("Ada Lovelace");
    await page.getByRole("button", { name: "NEXT STEP" }).click();
    await page.getByRole("button", { name: "NEXT STEP" }).click();

    // Step 3: details, then the reservation.
    await expect(page.getByRole("heading", { name: "Project Details" })).toBeVisible();
    await page.getByRole("button", { name: "RESERVE MY SLOT" }).click();
    await expect(page.getByText("Please describe your project (at least 10 characters)")).toBeVisible();
    await page
      .getByRole("textbox", { name: /^Project details/ })
      .fill("A fast new website with online booking for our workshop.");
    await page.getByLabel("Budget").selectOption("$5,000 - $10,000");
    await page.getByLabel("Launch urgency").selectOption("moderate");
    await page.getByRole("button", { name: "RESERVE MY SLOT" }).click();

    await expect(toast(page)).toContainText("Check Your Email");
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByRole("main").getByText("to hold your place in the")).toBeVisible();
    await expect(page.getByText("Your project kicks off within 48 hours of slot confirmation.")).toBeVisible();
    await page.getByRole("link", { name: "RETURN TO HOME" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("?package= preselects the package", async ({ page }) => {
    await open(page, "/reserve-slot?package=enterprise");
    await page.getByLabel(/^Name/).fill("Grace Hopper");
    await page.getByLabel(/^Email/).fill("grace@example.com");
    await page.getByRole("button", { name: "NEXT STEP" }).click();
    await expect(page.getByRole("radio", { name: /Market Leader/ })).toBeChecked();
  });
});

test.describe("slot reservation wizard: double presses and history", () => {
  /** Fills step 1 the way a visitor does (an address holds one place: a test that books gives its own). */
  async function fillContact(page: Page, email = "ada@example.com") {
    await page.getByLabel(/^Name/).fill("Ada Lovelace");
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel("Business name").fill("Analytical Engines");
    await page.getByLabel("Phone").fill("+44 20 7946 0000");
  }

  const slotRadio = (page: Page, label: string) => page.getByRole("radio", { name: new RegExp(label) });

  test("a double click reserves one place, and after the reservation a reload starts empty", async ({ page }) => {
    // This month's open half: no other test books it (admin.spec.ts books next month's early half).
    const slot = bookableSlots(new Date())[0]!;
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/reserve-slot") posts++;
    });

    await open(page, "/reserve-slot");
    await fillContact(page, "ada.double-click@example.com");
    // A double click on NEXT STEP moves one step: the second click reaches no step-2 check.
    await page.getByRole("button", { name: "NEXT STEP" }).dblclick();
    await expect(page.getByRole("heading", { name: "Project Selection" })).toBeVisible();
    await expect(page.getByText("Please select a package")).toHaveCount(0);
    await choose(page, page.getByRole("radio", { name: /Foundation/ }));
    await choose(page, slotRadio(page, slot.label));
    // On step 2 the second click would land on RESERVE MY SLOT (the same place): it is ignored too.
    await page.getByRole("button", { name: "NEXT STEP" }).dblclick();
    await expect(page.getByRole("heading", { name: "Project Details" })).toBeVisible();
    await expect(page.getByText("Please describe your project (at least 10 characters)")).toHaveCount(0);
    expect(posts).toBe(0);
    // One history entry per step: Back from step 3 is step 2.
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Project Selection" })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole("heading", { name: "Project Details" })).toBeVisible();

    await page
      .getByRole("textbox", { name: /^Project details/ })
      .fill("A shop for our hand-made analytical engines, with online payment.");
    // A slow answer, so the presses below all land while the reservation is being sent.
    let releaseAnswer = () => {};
    const answerHeld = new Promise<void>((resolve) => {
      releaseAnswer = resolve;
    });
    await page.route("**/api/reserve-slot", async (route) => {
      await answerHeld;
      await route.continue();
    });
    // Two presses in one moment, before React re-renders (a double tap on a slow phone) ...
    await page.getByRole("button", { name: "RESERVE MY SLOT" }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    const busy = page.getByRole("button", { name: "BOOKING SLOT..." });
    await expect(busy).toBeVisible();
    await expect(busy).toHaveAttribute("aria-disabled", "true");
    // ... then a double click and a key press while it is sent: the button keeps focus and does nothing.
    // (force: Playwright holds back from an aria-disabled button; a visitor's mouse does not.)
    await busy.dblclick({ force: true });
    await expect(busy).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(busy).toBeFocused();
    releaseAnswer();

    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(toast(page)).toContainText("Check Your Email");
    expect(posts).toBe(1);

    // Nothing of the reservation stays in the tab: a reload shows an empty first step.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue("");
    await expect(page.getByLabel(/^Email/)).toHaveValue("");
    await expect(page.getByLabel("Business name")).toHaveValue("");

    // The visitor asked for one place of the two, not both: once it is confirmed, one place is left.
    await confirmAsAgency(page.request, "reservation", "ada.double-click@example.com");
    await page.reload();
    await fillContact(page);
    await page.getByRole("button", { name: "NEXT STEP" }).click();
    await expect(page.locator("label", { has: slotRadio(page, slot.label) })).toContainText("1 of 2 places open");
  });

  test("Back and Forward move between steps and a reload keeps the answers", async ({ page }) => {
    const slot = bookableSlots(new Date())[0]!;
    await open(page, "/reserve-slot?package=business");
    await fillContact(page);
    await page.getByRole("button", { name: "NEXT STEP" }).click();
    await expect(page.getByRole("heading", { name: "Project Selection" })).toBeVisible();
    // The step joins the address; the package asked for stays in it.
    await expect(page).toHaveURL(/\/reserve-slot\?package=business&step=2$/);
    await expect(page.getByRole("radio", { name: /Growth Engine/ })).toBeChecked();
    await choose(page, slotRadio(page, slot.label));
    await page.getByRole("button", { name: "NEXT STEP" }).click();
    await expect(page.getByRole("heading", { name: "Project Details" })).toBeVisible();
    await page.getByRole("textbox", { name: /^Project details/ }).fill("A booking site for our workshop tours.");
    await page.getByLabel("Budget").selectOption("$5,000 - $10,000");

    // Back: the previous steps, as they were filled.
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Project Selection" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Growth Engine/ })).toBeChecked();
    await expect(slotRadio(page, slot.label)).toBeChecked();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel("Phone")).toHaveValue("+44 20 7946 0000");
    // Forward: the next steps again.
    await page.goForward();
    await expect(page.getByRole("heading", { name: "Project Selection" })).toBeVisible();
    await expect(slotRadio(page, slot.label)).toBeChecked();
    await page.goForward();
    await expect(page.getByRole("heading", { name: "Project Details" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Project details/ })).toHaveValue(
      "A booking site for our workshop tours.",
    );
    await expect(page.getByLabel("Budget")).toHaveValue("$5,000 - $10,000");

    // A reload on step 2 stays on step 2 with every answer.
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Project Selection" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Project Selection" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Growth Engine/ })).toBeChecked();
    await expect(slotRadio(page, slot.label)).toBeChecked();
    await page.getByRole("button", { name: "PREVIOUS" }).click();
    await expect(page.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel(/^Email/)).toHaveValue("ada@example.com");
    await expect(page.getByLabel("Business name")).toHaveValue("Analytical Engines");
    // Forward after PREVIOUS is step 2 again, then step 3 with its answers.
    await page.goForward();
    await expect(page.getByRole("heading", { name: "Project Selection" })).toBeVisible();
    await page.getByRole("button", { name: "NEXT STEP" }).click();
    await expect(page.getByRole("textbox", { name: /^Project details/ })).toHaveValue(
      "A booking site for our workshop tours.",
    );

    // The address of a later step opened in a new tab (nothing answered there) shows the first step.
    const other = await page.context().newPage();
    await other.goto("/reserve-slot?package=business&step=3");
    await expect(other.getByRole("heading", { name: "Contact Information" })).toBeVisible();
    await expect(other.getByLabel(/^Name/)).toHaveValue("");
    await expect(other).toHaveURL(/\/reserve-slot\?package=business$/);
  });
});

test.describe("consultation booking", () => {
  test("books a call, shows taken times as taken and resets the form", async ({ page, request }) => {
    const [firstDate] = offeredDates(new Date());
    const taken = await request.post("/api/consultations", {
      data: {
        name: "Earlier Caller",
        email: "earlier@example.com",
        consultationType: "project-consultation",
        preferredDate: firstDate,
        preferredTime: "10:00 AM",
        // A person's timing: a booking that looks automated holds no time (docs/product/lead-capture.md).
        ...formToken("consultation"),
      },
    });
    expect(taken.status()).toBe(201);
    await confirmAsAgency(request, "consultation", "earlier@example.com");

    await open(page, "/book-consultation");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No obligations" })).toBeVisible();
    await expect(page.getByText("You receive a tailored proposal within 24 hours.")).toBeVisible();

    await page.getByRole("button", { name: "Book Consultation" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please select a consultation type")).toBeVisible();
    await expect(page.getByText("Please select a preferred date")).toBeVisible();
    await expect(page.getByText("Please select a preferred time")).toBeVisible();

    await page.getByLabel(/^Name/).fill("Katherine Johnson");
    await page.getByLabel(/^Email/).fill("katherine@example.com");
    await page.getByLabel(/Current website/).fill("orbits.example.com");
    await choose(page, page.getByRole("radio", { name: /Strategy Session\s*60 minutes/ }));
    await choose(page, page.locator(`input[name="preferredDate"][value="${firstDate}"]`));

    const takenTime = page.getByRole("radio", { name: /^10:00 AM ET/ });
    await expect(takenTime).toBeDisabled();
    await expect(page.locator("label", { has: takenTime })).toContainText("Taken");
    await choose(page, page.getByRole("radio", { name: /^11:00 AM ET/ }));
    await page.getByLabel("Budget").selectOption("$10,000 - $20,000");
    await page.getByLabel("Timeline").selectOption("Within 3 months");

    // At a person's pace (2 s at least), so the call holds its time and shows as taken below.
    await page.waitForTimeout(2_100);
    await page.getByRole("button", { name: "Book Consultation" }).click();
    await expect(toast(page)).toContainText("Check Your Email");
    await expect(toast(page)).toContainText("proposal within 24 hours");
    await expect(page.getByLabel(/^Name/)).toHaveValue("");
    // Asked for, not yet confirmed: the time stays free to everyone until the visitor opens their link.
    await choose(page, page.locator(`input[name="preferredDate"][value="${firstDate}"]`));
    await expect(page.getByRole("radio", { name: /^11:00 AM ET/ })).toBeEnabled();
  });

  test("a second booking of a taken time gets the Booking Failed toast", async ({ page }) => {
    await open(page, "/book-consultation");
    const dates = offeredDates(new Date());
    const date = dates[3]!;
    await page.getByLabel(/^Name/).fill("Dorothy Vaughan");
    await page.getByLabel(/^Email/).fill("dorothy@example.com");
    await choose(page, page.getByRole("radio", { name: /Technical Review/ }));
    await choose(page, page.locator(`input[name="preferredDate"][value="${date}"]`));
    await choose(page, page.getByRole("radio", { name: /^2:00 PM ET/ }));
    // Someone else books the same time while the form is open.
    const other = await page.request.post("/api/consultations", {
      data: {
        name: "Someone Else",
        email: "else@example.com",
        consultationType: "project-consultation",
        preferredDate: date,
        preferredTime: "2:00 PM",
        ...formToken("consultation"),
      },
    });
    expect(other.status()).toBe(201);
    await confirmAsAgency(page.request, "consultation", "else@example.com");
    // At a person's pace: a booking sent under 2 s after the form was shown looks automated and would be kept
    // without taking the time (docs/product/lead-capture.md § Consultation booking), so it would not collide.
    await page.waitForTimeout(2_100);
    await page.getByRole("button", { name: "Book Consultation" }).click();
    await expect(toast(page)).toContainText("Booking Failed");
    await expect(toast(page)).toContainText("This time slot has just been booked. Please choose another time.");
    await expect(page.getByRole("radio", { name: /^2:00 PM ET/ })).toBeDisabled();
  });
});

test("the light face, which does not sell the Landing Page, offers its three packages even when asked for it", async ({
  page,
}) => {
  await page.goto("/reserve-slot?package=landing&style=conservative");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel(/^Name/).fill("Ada Lovelace");
  await page.getByLabel(/^Email/).fill("ada@example.com");
  await page.getByRole("button", { name: "NEXT STEP" }).click();
  await expect(page.getByRole("heading", { name: "Project Selection" })).toBeVisible();
  await expect(page.locator("input[name='package']")).toHaveCount(3);
  await expect(page.locator("input[name='package']:checked")).toHaveCount(0);
  await expect(page.getByText("Landing Page")).toHaveCount(0);
});
