import { signal } from '@preact/signals-core';

/** Spec 1 §2 "Other UI": shown for 3 seconds with a close button, cleared after 5 seconds. */
export const TOAST_VISIBLE_MS = 3000;
export const TOAST_CLEARED_MS = 5000;

/**
 * A toast that offers to take back what it reports ("Undo") stays this long, so a keyboard or screen-reader user has
 * time to reach its button (WCAG 2.2.1); the spec's 3 seconds are for toasts that only inform.
 */
export const ACTION_TOAST_VISIBLE_MS = 10_000;

export type ToastKind = 'info' | 'success' | 'error';
export interface ToastAction {
  readonly label: string;
  readonly run: () => void;
}
export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  /** False once hidden: it stays in the list until cleared so it can fade out. */
  visible: boolean;
  action?: ToastAction;
}

export const toasts = signal<readonly Toast[]>([], { name: 'toasts' });

let nextId = 1;

export function showToast(message: string, kind: ToastKind = 'info', action?: ToastAction): number {
  const id = nextId++;
  toasts.value = [...toasts.value, { id, message, kind, visible: true, ...(action ? { action } : {}) }];
  const visibleMs = action ? ACTION_TOAST_VISIBLE_MS : TOAST_VISIBLE_MS;
  setTimeout(() => hideToast(id), visibleMs);
  setTimeout(() => dismissToast(id), visibleMs + TOAST_CLEARED_MS - TOAST_VISIBLE_MS);
  return id;
}

function hideToast(id: number): void {
  toasts.value = toasts.value.map((toast) => (toast.id === id ? { ...toast, visible: false } : toast));
}

export function dismissToast(id: number): void {
  toasts.value = toasts.value.filter((toast) => toast.id !== id);
}
