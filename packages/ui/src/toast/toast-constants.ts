// Spec §9 (Notifications), with the values of the Radix-style toast the product is modelled on.

/** Only one toast is visible at a time; a new one replaces the current one. */
export const TOAST_LIMIT = 1;
/** How long a toast stays before it dismisses itself, in ms. */
export const TOAST_DURATION = 5000;
/** A dismissed toast is kept (closed) this long before it is removed from the state, in ms. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** A rightward swipe of at least this many pixels dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** Pressing this key moves focus to the notifications region. */
export const TOAST_HOTKEY = 'F8';
/** The accessible name of the notifications region. */
export const TOAST_VIEWPORT_LABEL = 'Notifications';
