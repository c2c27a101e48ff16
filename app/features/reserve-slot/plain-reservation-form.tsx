import { SelectField, TextAreaField, TextField } from "#app/components/form/labelled-fields";
import { usePageData } from "#app/lib/page-address";
import { usePriceList } from "#app/lib/price-list";
import { LAUNCH_URGENCIES, RESERVATION_BUDGETS, RESERVATION_PACKAGES } from "#common/slots/options";
import { plainFieldsOf, ScriptlessAlert, ScriptlessFormFrame } from "../booking/scriptless-booking";
import type { PlainReservationValues, ReserveSlotActionResult, ReserveSlotLoaderData } from "./plain-reservation";
import { SuccessScreen } from "./success-screen";

/**
 * The reservation on one page, for a browser that does not run the page's script
 * (docs/product/lead-capture.md § Booking without JavaScript): every field of the wizard's three steps, the
 * slots as they are now, one RESERVE MY SLOT. Rendered inside <noscript>, so a browser that runs the script
 * never shows it.
 */
export function PlainReservationForm() {
  const pageData = usePageData();
  const { formToken, slots } = (pageData.loaderData ?? {}) as ReserveSlotLoaderData;
  const result = pageData.actionData as ReserveSlotActionResult | undefined;
  const priceList = usePriceList();
  if (result?.outcome === "sent") return <SuccessScreen message={result.message} />;
  const failed = result?.outcome === "failed" ? result : undefined;
  const values: Partial<PlainReservationValues> = failed?.values ?? {};
  const field = plainFieldsOf(values, failed?.fields ?? {});
  const slotChoices = (slots ?? []).map((slot) => ({
    value: slot.id,
    label: slot.available ? slot.label : `${slot.label} (fully reserved)`,
    disabled: !slot.available,
  }));
  return (
    <ScriptlessFormFrame
      id="plain-reservation"
      formToken={failed?.formToken ?? formToken}
      submitLabel="RESERVE MY SLOT"
      title="Reserve your slot"
      intro="Fill in the form and press RESERVE MY SLOT. Fields marked * are required."
    >
      {failed && <ScriptlessAlert message={failed.message} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} label="Name" required autoComplete="name" />
        <TextField {...field("email")} type="email" label="Email" required autoComplete="email" />
        <TextField {...field("business")} label="Business name" autoComplete="organization" />
        <TextField {...field("phone")} type="tel" label="Phone" autoComplete="tel" />
      </div>
      <SelectField
        {...field("package")}
        label="Package"
        required
        placeholder="Select a package"
        options={RESERVATION_PACKAGES[priceList].map((offer) => ({
          value: offer.id,
          label: `${offer.name}: ${offer.priceText}, ${offer.timeline}`,
        }))}
      />
      <SelectField
        {...field("preferredSlot")}
        label="Development slot"
        required
        placeholder="Select a half-month slot"
        hint="Each slot holds 1-2 concurrent projects."
        options={slotChoices}
      />
      <TextAreaField
        {...field("projectDetails")}
        label="Project details"
        required
        rows={6}
        hint="What should the website do, for whom, and what matters most to you?"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field("budget")}
          label="Budget"
          placeholder="Select a budget range"
          options={RESERVATION_BUDGETS}
        />
        <SelectField
          {...field("timeline")}
          label="Launch urgency"
          placeholder="Select launch urgency"
          options={LAUNCH_URGENCIES.map((urgency) => ({
            value: urgency.value,
            label: `${urgency.label} — ${urgency.hint.toLowerCase()}`,
          }))}
        />
      </div>
    </ScriptlessFormFrame>
  );
}
