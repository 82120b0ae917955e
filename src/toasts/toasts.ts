import { signal } from '@preact/signals-core';

/** Spec 1 §2 "Other UI": shown for 3 seconds with a close button, cleared after 5 seconds. */
export const TOAST_VISIBLE_MS = 3000;
export const TOAST_CLEARED_MS = 5000;

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  /** False once hidden: it stays in the list until cleared so it can fade out. */
  visible: boolean;
}

export const toasts = signal<readonly Toast[]>([], { name: 'toasts' });

let nextId = 1;

export function showToast(message: string, kind: ToastKind = 'info'): number {
  const id = nextId++;
  toasts.value = [...toasts.value, { id, message, kind, visible: true }];
  setTimeout(() => hideToast(id), TOAST_VISIBLE_MS);
  setTimeout(() => dismissToast(id), TOAST_CLEARED_MS);
  return id;
}

function hideToast(id: number): void {
  toasts.value = toasts.value.map((toast) => (toast.id === id ? { ...toast, visible: false } : toast));
}

export function dismissToast(id: number): void {
  toasts.value = toasts.value.filter((toast) => toast.id !== id);
}
