import type { ConsultationProgress } from '@telehealth/schema';
import { cx } from '@telehealth/ui';

const STEPS = 3;

/** A quiet line under the header: which of the three parts the consultation is in, in words. */
export function ProgressHint({ progress }: { progress: ConsultationProgress }) {
  return (
    <div className="shrink-0 border-b border-line bg-surface px-4 py-1.5">
      <div className="mx-auto flex max-w-4xl items-center gap-3">
        <div aria-hidden="true" className="flex w-16 shrink-0 gap-1">
          {Array.from({ length: STEPS }, (_, i) => (
            <span
              key={i}
              className={cx('h-1.5 flex-1 rounded-full', i < progress.step ? 'bg-brand-500' : 'bg-surface-muted')}
            />
          ))}
        </div>
        <p role="status" className="min-w-0 text-xs break-words text-ink-muted">
          <span className="sr-only">{`Step ${progress.step} of ${STEPS}: `}</span>
          {progress.hint}
        </p>
      </div>
    </div>
  );
}
