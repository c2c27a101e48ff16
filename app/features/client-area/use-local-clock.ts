import { useEffect, useState } from "react";
import { GREETING_REFRESH_MS } from "#common/client-area/greeting";

/**
 * The visitor's local time, read only in the browser: null on the server and
 * during hydration (the server cannot know the visitor's hour, so rendering
 * it there would mismatch), then refreshed every 60 s (docs/product/client-area.md § Greeting card).
 */
export function useLocalClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), GREETING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
