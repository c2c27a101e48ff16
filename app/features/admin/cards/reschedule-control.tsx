import { type FormEvent, useId, useState } from "react";
import { primaryButton, secondaryButton } from "#app/components/form/console-buttons";
import { CONSULTATION_TIME_VALUES, offeredDates } from "#common/consultation/schedule";
import { adminRequest } from "../admin-api";
import { useAdminChange } from "../use-admin-change";

const dayLabel = (isoDate: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );

const FIELD =
  "min-h-9 rounded-md border border-ink-600 bg-ink-900 px-2 py-1 text-sm text-ink-100 focus:border-neon-cyan focus:outline-none";

/**
 * Moves a booked call to another weekday and time (docs/product/admin-console.md § Rescheduling a consultation): the
 * dates the booking page offers, the same times in Eastern Time. The server
 * checks the time is free and emails the visitor a calendar update. The form opens on the call's own date
 * and time while the booking page still offers them, so a small move is a small change.
 */
export function RescheduleControl({
  id,
  current,
}: {
  id: number;
  current: { date: string | null; time: string | null };
}) {
  const [open, setOpen] = useState(false);
  const dates = offeredDates(new Date());
  const [date, setDate] = useState(current.date && dates.includes(current.date) ? current.date : (dates[0] ?? ""));
  const [time, setTime] = useState<string>(
    CONSULTATION_TIME_VALUES.find((value) => value === current.time) ?? CONSULTATION_TIME_VALUES[0],
  );
  const ids = { date: useId(), time: useId() };
  const change = useAdminChange({
    send: (body: { preferredDate: string; preferredTime: string }) =>
      adminRequest(`/api/admin/consultation/${id}/schedule`, "PATCH", body),
    listKey: "/api/admin/consultations",
    success: { title: "Consultation Rescheduled", description: "The visitor gets an email with the new time." },
    failure: "Failed to reschedule",
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ preferredDate: date, preferredTime: time }, { onSuccess: () => setOpen(false) });
  };
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={`mt-4 ${secondaryButton}`}>
        Reschedule
      </button>
    );
  }
  return (
    <form onSubmit={save} aria-label="Reschedule consultation" className="mt-4 flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.date} className="text-xs font-medium tracking-wide text-ink-400 uppercase">
          New date
        </label>
        <select id={ids.date} value={date} onChange={(event) => setDate(event.target.value)} className={FIELD}>
          {dates.map((value) => (
            <option key={value} value={value}>
              {dayLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.time} className="text-xs font-medium tracking-wide text-ink-400 uppercase">
          New time (ET)
        </label>
        <select id={ids.time} value={time} onChange={(event) => setTime(event.target.value)} className={FIELD}>
          {CONSULTATION_TIME_VALUES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={change.isPending} className={primaryButton}>
        {change.isPending ? "Saving..." : "Save new time"}
      </button>
      <button type="button" onClick={() => setOpen(false)} className={secondaryButton}>
        Keep
      </button>
    </form>
  );
}
