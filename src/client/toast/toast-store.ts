import { useSyncExternalStore } from 'react';
import { interfaceLimits } from '../../shared/site-config.ts';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

const { limit, removeDelayMs } = interfaceLimits.toast;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** The newest toast goes first and only `limit` (one) are kept: one toast at a time. */
function add(toast: ToastItem): void {
  emit([toast, ...toasts].slice(0, limit));
}

export function updateToast(id: string, changes: Partial<ToastInput>): void {
  emit(toasts.map((toast) => (toast.id === id ? { ...toast, ...changes } : toast)));
}

/** Marks a toast (or all) closed, so it can animate out, and schedules its removal. */
export function dismissToast(id?: string): void {
  for (const toast of toasts) {
    if (id !== undefined && toast.id !== id) continue;
    if (removalTimers.has(toast.id)) continue;
    removalTimers.set(
      toast.id,
      setTimeout(() => removeToast(toast.id), removeDelayMs),
    );
  }
  emit(
    toasts.map((toast) =>
      id === undefined || toast.id === id ? { ...toast, open: false } : toast,
    ),
  );
}

/** Deletes one toast, or every toast when no id is given. */
export function removeToast(id?: string): void {
  const gone = id === undefined ? toasts.map((toast) => toast.id) : [id];
  for (const toastId of gone) {
    clearTimeout(removalTimers.get(toastId));
    removalTimers.delete(toastId);
  }
  emit(id === undefined ? [] : toasts.filter((toast) => toast.id !== id));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  add({ ...input, id, open: true });
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
