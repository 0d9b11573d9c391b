import { Spinner } from '@telehealth/ui';

/** A spinner with the spec's loading words, announced politely to screen readers. */
export function LoadingState({ text, compact = false }: { text: string; compact?: boolean }) {
  return (
    <p
      role="status"
      className={
        compact
          ? 'flex items-center gap-3 text-sm text-ink-muted'
          : 'flex items-center justify-center gap-3 py-12 text-ink-muted'
      }
    >
      <Spinner size={compact ? 'sm' : 'md'} />
      {text}
    </p>
  );
}
