import { useMemo } from "react";
import { FieldError, labelClass, Required } from "#app/components/form/labelled-fields";
import { RadioMark } from "#app/components/form/radio-cards";
import { CONSULTATION_TIMES, consultationSlotKey, consultationStart } from "#common/consultation/schedule";
import {
  formatClock,
  formatMonthDay,
  formatShortWeekday,
  formatUtcOffset,
  formatWeekdayMonthDay,
} from "#common/time/calendar-text";
import { zoneOffsetMinutes } from "#common/time/zoned";

/**
 * The visitor's clock for an Eastern start, e.g. "3:00 PM GMT+2" (undefined
 * when the visitor is on Eastern time). Built from the device's offset, not
 * Intl: see common/time/calendar-text.ts for why.
 */
function localTime(isoDate: string, time: string): string | undefined {
  const start = consultationStart(isoDate, time);
  const visitorOffset = -start.getTimezoneOffset();
  if (visitorOffset === zoneOffsetMinutes(start)) return undefined;
  return `${formatClock(start.getHours(), start.getMinutes())} ${formatUtcOffset(visitorOffset)}`;
}

/**
 * Date and time of the call: the next weekdays as a grid, then the seven
 * Eastern-Time starts with the visitor's own time beside each; a start that
 * is already booked shows as taken and cannot be chosen.
 */
export function DateTimePicker({
  dates,
  date,
  time,
  taken,
  dateError,
  timeError,
  onDate,
  onTime,
}: {
  dates: string[] | undefined;
  date: string;
  time: string;
  taken: Set<string>;
  dateError?: string;
  timeError?: string;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
}) {
  const referenceDate = date || dates?.[0];
  const localTimes = useMemo(
    () =>
      referenceDate
        ? new Map(CONSULTATION_TIMES.map((slot) => [slot.value, localTime(referenceDate, slot.value)]))
        : new Map<string, string | undefined>(),
    [referenceDate],
  );

  return (
    <div className="grid gap-8">
      <fieldset aria-describedby={`date-note${dateError ? " preferredDate-error" : ""}`}>
        <legend className={labelClass}>
          Preferred date
          <Required />
        </legend>
        <p id="date-note" className="mt-2 text-sm text-ink-300">
          Calls run Monday to Friday. Choose any weekday from tomorrow on; days our studio is closed are left out.
        </p>
        {!dates ? (
          <div className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-busy="true">
            <span className="sr-only">Loading dates…</span>
            {Array.from({ length: 10 }, (_, index) => (
              <div key={index} className="h-[4.25rem] animate-pulse rounded-xl border border-ink-700 bg-ink-900/60" />
            ))}
          </div>
        ) : (
          <div className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {dates.map((iso, index) => {
              const checked = iso === date;
              return (
                <label
                  key={iso}
                  className={`relative flex cursor-pointer flex-col items-center rounded-xl border px-2 py-2.5 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-neon-cyan ${
                    checked ? "border-neon-cyan bg-neon-cyan/10" : `bg-ink-900/60 hover:border-ink-400 border-ink-600`
                  }`}
                >
                  <input
                    type="radio"
                    name="preferredDate"
                    value={iso}
                    checked={checked}
                    onChange={() => onDate(iso)}
                    data-field={index === 0 ? "preferredDate" : undefined}
                    aria-label={formatWeekdayMonthDay(iso)}
                    className="sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={`font-display text-[0.7rem] font-semibold tracking-[0.2em] uppercase ${checked ? "text-neon-cyan" : "text-ink-300"}`}
                  >
                    {formatShortWeekday(iso)}
                  </span>
                  <span aria-hidden="true" className="mt-0.5 font-display font-bold text-white">
                    {formatMonthDay(iso)}
                  </span>
                </label>
              );
            })}
          </div>
        )}
        <FieldError id="preferredDate-error" message={dateError} />
      </fieldset>

      <fieldset aria-describedby={`time-note${timeError ? " preferredTime-error" : ""}`}>
        <legend className={labelClass}>
          Preferred time
          <Required />
        </legend>
        <p id="time-note" className="mt-2 text-sm text-ink-300">
          Times are Eastern Time (EST/EDT). Your local time is shown beside each.
          {!date && " Pick a date first to see which times are still free."}
        </p>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          {CONSULTATION_TIMES.map((slot, index) => {
            const isTaken = date !== "" && taken.has(consultationSlotKey(date, slot.value));
            const checked = slot.value === time && !isTaken;
            const local = localTimes.get(slot.value);
            return (
              <label
                key={slot.value}
                className={`relative flex items-center justify-between gap-3 rounded-xl border px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-neon-cyan ${
                  isTaken
                    ? "cursor-not-allowed border-ink-700 bg-ink-900/30"
                    : checked
                      ? "cursor-pointer border-neon-cyan bg-neon-cyan/10"
                      : `cursor-pointer bg-ink-900/60 hover:border-ink-400 border-ink-600`
                }`}
              >
                <input
                  type="radio"
                  name="preferredTime"
                  value={slot.value}
                  checked={checked}
                  disabled={isTaken}
                  onChange={() => onTime(slot.value)}
                  data-field={index === 0 ? "preferredTime" : undefined}
                  className="sr-only"
                />
                <span className="min-w-0">
                  <span className={`font-display font-bold ${isTaken ? "text-ink-400 line-through" : "text-white"}`}>
                    {slot.value} ET
                  </span>
                  {local && !isTaken && (
                    <span className="block text-sm text-ink-300 sm:ml-2 sm:inline">{local} your time</span>
                  )}
                </span>
                {isTaken ? (
                  <span className="shrink-0 rounded-full border border-neon-magenta/50 px-2 py-0.5 font-display text-[0.7rem] font-bold tracking-[0.2em] text-neon-magenta uppercase">
                    Taken
                  </span>
                ) : (
                  <RadioMark checked={checked} />
                )}
              </label>
            );
          })}
        </div>
        <FieldError id="preferredTime-error" message={timeError} />
      </fieldset>
    </div>
  );
}
