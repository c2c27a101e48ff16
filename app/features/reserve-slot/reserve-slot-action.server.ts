/**
 * The reservation without the page's script (docs/product/lead-capture.md § Booking without JavaScript): the
 * loader gives the one-page form its form token and the calendar as it is now; the action sends the posted
 * form to POST /api/reserve-slot in process (app/components/form/plain-form.server.ts).
 */
import {
  answerOf,
  fieldsOf,
  formTokenFor,
  formTokenOf,
  postedForm,
  readFromApi,
  sendToApi,
  textOf,
} from "#app/components/form/plain-form.server";
import type { ApiFetch } from "#app/lib/in-process-api";
import { variantOf } from "#app/lib/variant-path";
import { priceListOf } from "#common/catalog/price-lists";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token";
import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";
import { slotOptions } from "#common/slots/calendar";
import { PLAIN_RESERVATION_FIELDS, type ReserveSlotLoaderData } from "./plain-reservation";

const FAILED = "Failed to reserve slot. Please try again.";

export async function reserveSlotLoader(request: Request, apiFetch: ApiFetch): Promise<ReserveSlotLoaderData> {
  const [formToken, reservations] = await Promise.all([
    formTokenFor(request, apiFetch, "reserve-slot"),
    readFromApi<Array<{ preferredSlot: string }>>(request, apiFetch, "/api/slot-availability"),
  ]);
  return { formToken, slots: reservations ? slotOptions(new Date(), reservations) : undefined };
}

export async function reserveSlotAction(request: Request, apiFetch: ApiFetch) {
  const form = await postedForm(request);
  const values = fieldsOf(form, PLAIN_RESERVATION_FIELDS);
  const formToken = formTokenOf(form);
  const address = new URL(request.url);
  const face = variantOf(address.pathname, address.searchParams);
  const outcome = await sendToApi(request, apiFetch, "/api/reserve-slot", {
    ...values,
    [HONEYPOT_FIELD]: textOf(form, HONEYPOT_FIELD),
    [FORM_TOKEN_FIELD]: formToken,
    priceList: priceListOf(face),
  });
  return answerOf(outcome, { values, formToken, fallback: FAILED });
}
