import { useSyncExternalStore } from 'react';

// While a modal Dialog is open, Headless UI makes everything outside the dialog's own portal
// inert and aria-hidden, the app's root included. The notifications region would then be
// visible but dead: no pointer, no focus, no announcements. So every open Dialog offers a
// host element inside its own layer (a Headless UI Portal, which the dialog counts as part of
// itself for inertness, outside clicks and Tab), and the viewport moves into the newest one.

const hosts: HTMLElement[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getTopHost(): HTMLElement | null {
  return hosts.at(-1) ?? null;
}

/** Offers `element` as the place of the notifications region until the returned cleanup runs. */
export function registerToastHost(element: HTMLElement): () => void {
  hosts.push(element);
  notify();
  return () => {
    const index = hosts.lastIndexOf(element);
    if (index !== -1) hosts.splice(index, 1);
    notify();
  };
}

/** A ref callback (stable, so React does not re-register it on every render). */
export function toastHostRef(element: HTMLElement | null): (() => void) | undefined {
  return element ? registerToastHost(element) : undefined;
}

/** The host of the newest open dialog, or null when no dialog is open. */
export function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(subscribe, getTopHost, () => null);
}
