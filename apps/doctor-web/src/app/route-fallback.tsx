import { Spinner } from '@telehealth/ui';

/** What shows while a screen's code or the doctor is loading. */
export function RouteFallback({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center gap-3 text-ink-muted">
      <Spinner />
      <p>{label}</p>
    </div>
  );
}
