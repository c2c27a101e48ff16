/**
 * The notification store (docs/product/public-site.md § Notifications): one notification at a time; a
 * dismissed one stays mounted for its exit animation and is removed after
 * 1,000,000 ms. Framework-free so any module can call `toast()` without
 * pulling the notification UI into the first page load.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive" | "success";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toasts = toasts.filter((item) => item.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  toasts = toasts.map((item) => {
    if (id === undefined || item.id === id) {
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }
    return item;
  });
  emit();
}

/** Callbacks that want the notification UI loaded (see toaster-loader). */
const onFirstToast = new Set<() => void>();
export function whenToastRequested(callback: () => void) {
  onFirstToast.add(callback);
  return () => {
    onFirstToast.delete(callback);
  };
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  for (const callback of onFirstToast) callback();
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => {
    listeners.delete(listener);
  };
}

export function currentToasts(): ToastItem[] {
  return toasts;
}
