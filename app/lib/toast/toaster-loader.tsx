import { lazy, Suspense, useEffect, useState } from "react";
import { currentToasts, whenToastRequested } from "./toast-store";

const Toaster = lazy(() => import("./toaster"));

/**
 * Mounts the notification UI only once a notification is requested, so pages
 * that never notify do not download it. Once mounted it stays, keeping the
 * F8 shortcut available.
 */
export function ToasterLoader() {
  const [wanted, setWanted] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  useEffect(() => {
    if (currentToasts().length > 0) setWanted(true);
    return whenToastRequested(() => setWanted(true));
  }, []);
  // F8 focuses the notification region even before the first one (docs/product/public-site.md § Notifications).
  useEffect(() => {
    if (wanted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "F8") return;
      setFocusOnMount(true);
      setWanted(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={focusOnMount} />
    </Suspense>
  );
}
