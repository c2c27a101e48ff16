import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { type SlotOption, slotOptions } from "#common/slots/calendar";

export const AVAILABILITY_KEY = "/api/slot-availability";

/**
 * The slot options (docs/product/lead-capture.md § Slots): the calendar's bookable halves with the
 * reservation counts of GET /api/slot-availability. Read in the browser only,
 * so the scripted wizard never shows the availability of an HTML page kept in a cache or a tab.
 */
export function useSlotOptions() {
  const client = useQueryClient();
  const query = useQuery<Array<{ preferredSlot: string }>>({ queryKey: [AVAILABILITY_KEY] });
  const options = useMemo<SlotOption[] | undefined>(
    () => (query.data ? slotOptions(new Date(), query.data) : undefined),
    [query.data],
  );
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: [AVAILABILITY_KEY] }), [client]);
  return { options, isError: query.isError, refresh };
}
