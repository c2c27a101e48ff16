import { Toast as RadixToast } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { dismissToast, subscribeToasts, TOAST_DURATION_MS, type ToastItem } from "./toast-store";

const variantClass: Record<NonNullable<ToastItem["variant"]>, string> = {
  default: "border-ink-600 bg-ink-850 text-ink-100",
  success: "border-neon-lime/50 bg-ink-850 text-ink-100",
  destructive: "border-red-400/60 bg-[#2a0f14] text-red-50",
};

/**
 * The notification region (Radix Toast): swipe right past 50 px dismisses,
 * F8 moves focus to the region, 5 s default duration (docs/product/public-site.md § Notifications).
 */
export default function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => subscribeToasts(setToasts), []);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-variant={item.variant ?? "default"}
          className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl shadow-black/40 data-[state=closed]:animate-[toast-out_150ms_ease-in] data-[state=open]:animate-[toast-in_200ms_var(--ease-out-expo)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-[toast-swipe_150ms_ease-out] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${variantClass[item.variant ?? "default"]}`}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="font-display text-sm font-semibold">{item.title}</RadixToast.Title>
            {item.description ? (
              <RadixToast.Description className="text-sm opacity-90">{item.description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 transition hover:opacity-100"
          >
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="none">
              <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        ref={viewport}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none sm:right-4 sm:bottom-4"
      />
    </RadixToast.Provider>
  );
}
