import { Children, useEffect, useRef, type ReactNode } from 'react';
import { cx } from './class-names';

export type MessageListProps = {
  /** ChatBubble and TypingIndicator elements, oldest first. */
  children: ReactNode;
  /**
   * Changes whenever the list should scroll to the newest message, e.g.
   * `${messages.length}:${isTyping}`. Defaults to the number of children.
   */
  scrollKey?: string | number;
  label?: string;
  className?: string;
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The conversation as a log region (new messages are announced politely). It scrolls its
 * nearest scrolling ancestor, or the page, to the bottom whenever `scrollKey` changes.
 */
export function MessageList({ children, scrollKey, label = 'Messages', className }: MessageListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const hasScrolled = useRef(false);
  const key = scrollKey ?? Children.count(children);

  useEffect(() => {
    const end = endRef.current;
    // jsdom and very old browsers have no scrollIntoView.
    if (!end || typeof end.scrollIntoView !== 'function') return;
    // Jump on first paint (no long animation through history), glide afterwards.
    const smooth = hasScrolled.current && !prefersReducedMotion();
    end.scrollIntoView({ block: 'end', behavior: smooth ? 'smooth' : 'auto' });
    hasScrolled.current = true;
  }, [key]);

  return (
    <div
      role="log"
      aria-label={label}
      aria-relevant="additions"
      className={cx('flex flex-col gap-3 px-3 py-4 sm:px-4', className)}
    >
      {children}
      <div ref={endRef} aria-hidden="true" className="h-px shrink-0" />
    </div>
  );
}
