/** Reloads the page; its own module so tests can stand in for it (jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}
