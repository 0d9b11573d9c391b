import { cx } from './class-names';
import { bubbleClasses, bubbleRowClasses } from './chat-layout';

export type TypingIndicatorProps = {
  /** Announced to screen readers. */
  label?: string;
  className?: string;
};

/** Three pulsing dots in a left-side bubble while the other party's reply is pending. */
export function TypingIndicator({ label = 'The doctor is typing', className }: TypingIndicatorProps) {
  return (
    <div className={cx(bubbleRowClasses.left, className)}>
      <div role="status" className={cx(bubbleClasses.left, 'flex items-center gap-1 px-4 py-3.5')}>
        <span className="sr-only">{label}</span>
        <span
          aria-hidden="true"
          className="size-2 animate-typing-dot rounded-full bg-ink-muted motion-reduce:animate-none"
        />
        <span
          aria-hidden="true"
          className="size-2 animate-typing-dot rounded-full bg-ink-muted [animation-delay:150ms] motion-reduce:animate-none"
        />
        <span
          aria-hidden="true"
          className="size-2 animate-typing-dot rounded-full bg-ink-muted [animation-delay:300ms] motion-reduce:animate-none"
        />
      </div>
    </div>
  );
}
