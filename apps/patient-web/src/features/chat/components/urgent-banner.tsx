import { CallLink } from './call-link';

/** A doctor today: calm, clear, and the way to 000 should it get worse. */
export function UrgentBanner({ announce }: { announce: boolean }) {
  return (
    <section
      role={announce ? 'status' : 'region'}
      aria-label="See a doctor today"
      className="shrink-0 border-b border-warning/30 bg-warning-soft px-4 py-2.5 text-ink"
    >
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <strong className="text-warning">Please see a doctor today.</strong> Our doctors see urgent consultations
          first, or you can visit a GP or urgent care clinic today. If you get worse, call 000.
        </p>
        <CallLink
          number="000"
          className="min-h-9 border border-warning/40 bg-surface px-4 py-1 text-sm text-warning hover:bg-warning-soft"
        >
          Call 000
        </CallLink>
      </div>
    </section>
  );
}
