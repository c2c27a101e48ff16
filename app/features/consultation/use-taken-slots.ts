import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";

/** The taken "YYYY-MM-DD HH:MM" keys of the offered dates (GET /api/consultations/taken). */
export function useTakenSlots(dates: string[]) {
  const client = useQueryClient();
  const from = dates[0];
  const to = dates.at(-1);
  const key = from && to ? `/api/consultations/taken?from=${from}&to=${to}` : "";
  const query = useQuery<{ taken: string[] }>({ queryKey: [key], enabled: key !== "" });
  const taken = useMemo(() => new Set(query.data?.taken ?? []), [query.data]);
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: [key] }), [client, key]);
  return { taken, loaded: query.isSuccess, refresh };
}
