import { useActionData, useLoaderData, useLocation } from "react-router";
import { HoneypotField } from "#app/components/form/honeypot-field";
import { primaryButtonClass, SelectField, TextAreaField, TextField } from "#app/components/form/labelled-fields";
import { usePriceList } from "#app/lib/price-list";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token-field";
import { LAUNCH_URGENCIES, RESERVATION_BUDGETS, RESERVATION_PACKAGES } from "#common/slots/options";
import { plainId, ScriptlessAlert, ScriptlessFormFrame } from "../booking/scriptless-booking";
import type { PlainReservationValues, ReserveSlotActionResult, ReserveSlotLoaderData } from "./plain-reservation";
import { SuccessScreen } from "./success-screen";

/**
 * The reservation on one page, for a browser that does not run the page's script
 * (docs/product/lead-capture.md § Booking without JavaScript): every field of the wizard's three steps, the
 * slots as they are now, one RESERVE MY SLOT. Rendered inside <noscript>, so a browser that runs the script
 * never shows it.
 */
export function PlainReservationForm() {
  const { formToken, slots } = (useLoaderData() ?? {}) as ReserveSlotLoaderData;
  const result = useActionData() as ReserveSlotActionResult | undefined;
  const priceList = usePriceList();
  const { pathname, search } = useLocation();
  if (result?.outcome === "sent") return <SuccessScreen message={result.message} />;
  const failed = result?.outcome === "failed" ? result : undefined;
  const values: Partial<PlainReservationValues> = failed?.values ?? {};
  const errors = failed?.fields ?? {};
  const slotChoices = (slots ?? []).map((slot) => ({
    value: slot.id,
    label: slot.available ? slot.label : `${slot.label} (fully reserved)`,
    disabled: !slot.available,
  }));
  return (
    <ScriptlessFormFrame
      id="plain-reservation"
      action={`${pathname}${search}#plain-reservation`}
      title="Reserve your slot"
      intro="Fill in the form and press RESERVE MY SLOT. Fields marked * are required."
    >
      {failed && <ScriptlessAlert message={failed.message} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={plainId("name")}
          name="name"
          label="Name"
          required
          autoComplete="name"
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          id={plainId("email")}
          name="email"
          type="email"
          label="Email"
          required
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          id={plainId("business")}
          name="business"
          label="Business name"
          autoComplete="organization"
          defaultValue={values.business}
          error={errors.business}
        />
        <TextField
          id={plainId("phone")}
          name="phone"
          type="tel"
          label="Phone"
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
        />
      </div>
      <SelectField
        id={plainId("package")}
        name="package"
        label="Package"
        required
        placeholder="Select a package"
        options={RESERVATION_PACKAGES[priceList].map((offer) => ({
          value: offer.id,
          label: `${offer.name}: ${offer.priceText}, ${offer.timeline}`,
        }))}
        defaultValue={values.package ?? ""}
        error={errors.package}
      />
      <SelectField
        id={plainId("preferredSlot")}
        name="preferredSlot"
        label="Development slot"
        required
        placeholder="Select a half-month slot"
        hint="Each slot holds 1-2 concurrent projects."
        options={slotChoices}
        defaultValue={values.preferredSlot ?? ""}
        error={errors.preferredSlot}
      />
      <TextAreaField
        id={plainId("projectDetails")}
        name="projectDetails"
        label="Project details"
        required
        rows={6}
        hint="What should the website do, for whom, and what matters most to you?"
        defaultValue={values.projectDetails}
        error={errors.projectDetails}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={plainId("budget")}
          name="budget"
          label="Budget"
          placeholder="Select a budget range"
          options={RESERVATION_BUDGETS}
          defaultValue={values.budget ?? ""}
          error={errors.budget}
        />
        <SelectField
          id={plainId("timeline")}
          name="timeline"
          label="Launch urgency"
          placeholder="Select launch urgency"
          options={LAUNCH_URGENCIES.map((urgency) => ({
            value: urgency.value,
            label: `${urgency.label} — ${urgency.hint.toLowerCase()}`,
          }))}
          defaultValue={values.timeline ?? ""}
          error={errors.timeline}
        />
      </div>
      <HoneypotField idPrefix="plain-hp" />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={failed?.formToken ?? formToken ?? ""} />
      <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`}>
        RESERVE MY SLOT
      </button>
    </ScriptlessFormFrame>
  );
}
