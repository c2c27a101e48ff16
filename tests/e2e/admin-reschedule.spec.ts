/**
 * The operator moves a booked call from its card (docs/product/admin-console.md § Rescheduling a consultation):
 * the card shows the new time, the lead's timeline says who moved it from when
 * to when, and the visitor's email about it is waiting in the outbox.
 */

import { formToken } from "#tests/support/form-token";
import { CONSULTATION_TIME_VALUES, consultationSlotKey, offeredDates } from "../../common/consultation/schedule";
import { showDetails, signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/test";

test("a consultation moved from its card shows its new time, a timeline entry and the visitor's email", async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}`;
  const name = `Moved Caller ${stamp}`;
  // Two free times from the middle of the offered days: the booking, and where it moves to.
  const days = offeredDates(new Date());
  const taken = (
    (await (await request.get(`/api/consultations/taken?from=${days[0]}&to=${days[days.length - 1]}`)).json()) as {
      taken: string[];
    }
  ).taken;
  const free = days
    .slice(5, 15)
    .flatMap((preferredDate) => CONSULTATION_TIME_VALUES.map((preferredTime) => ({ preferredDate, preferredTime })))
    .filter((slot) => !taken.includes(consultationSlotKey(slot.preferredDate, slot.preferredTime)));
  const [from, to] = [free[0], free[free.length - 1]];
  if (!from || !to) throw new Error("no free consultation times");
  const booked = await request.post("/api/consultations", {
    // A person's timing: the call holds its time, as a booking made on the page does.
    data: {
      name,
      email: `moved-${stamp}@example.com`,
      consultationType: "project-consultation",
      ...from,
      ...formToken("consultation"),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "CONSULTATIONS" }).click();
  const card = page.getByRole("article", { name: `Consultation with ${name}` });
  await showDetails(card);
  await card.getByRole("button", { name: "Reschedule" }).click();
  const form = card.getByRole("form", { name: "Reschedule consultation" });
  // It opens on the call's own date and time.
  await expect(form.getByLabel("New date")).toHaveValue(from.preferredDate);
  await expect(form.getByLabel("New time (ET)")).toHaveValue(from.preferredTime);
  await form.getByLabel("New date").selectOption(to.preferredDate);
  await form.getByLabel("New time (ET)").selectOption(to.preferredTime);
  await form.getByRole("button", { name: "Save new time" }).click();
  await expect(page.getByText("Consultation Rescheduled", { exact: true })).toBeVisible();
  await expect(card).toContainText(`${to.preferredTime} ET`);

  await card.getByRole("link", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/consultation\/\d+$/);
  const timeline = page.getByRole("list", { name: /timeline/i });
  await expect(timeline).toContainText("Rescheduled");
  await expect(timeline).toContainText(`${to.preferredTime} ET`);
  await expect(timeline).toContainText("consultation.rescheduled");
});
