import { Spinner } from '@telehealth/ui';

/**
 * Shown for the moment a screen's code is still on its way: the page's own background at once, and
 * a spinner with its words only if the wait lasts (a quick load shows no flash of a spinner).
 */
export function RouteFallback() {
  return (
    <div className="flex min-h-full items-center justify-center bg-canvas">
      <p role="status" className="flex animate-appear-late items-center gap-3 text-ink-muted">
        <Spinner />
        Loading...
      </p>
    </div>
  );
}
