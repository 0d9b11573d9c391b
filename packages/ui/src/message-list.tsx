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

/** The element that scrolls the list: its nearest scrolling ancestor, or the page. */
function scrollerOf(element: HTMLElement): HTMLElement | Document {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return document;
}

function scrollTopOf(scroller: HTMLElement | Document): number {
  return scroller instanceof Document ? window.scrollY : scroller.scrollTop;
}

/**
 * The list's end marker is in view, within a few pixels. Measured on the marker rather than the
 * scroller's height: the list's own bottom padding lies below the marker, so a scroll to the newest
 * message never reaches the scroller's very bottom.
 */
function endInView(end: HTMLElement, scroller: HTMLElement | Document): boolean {
  const visibleBottom = scroller instanceof Document ? window.innerHeight : scroller.getBoundingClientRect().bottom;
  return end.getBoundingClientRect().bottom <= visibleBottom + 8;
}

/**
 * The conversation as a log region (new messages are announced politely). It scrolls its
 * nearest scrolling ancestor, or the page, to the bottom whenever `scrollKey` changes, and keeps
 * the newest message in view while images above it load and the list or its scroller change size,
 * unless the reader has scrolled up since.
 */
export function MessageList({ children, scrollKey, label = 'Messages', className }: MessageListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const hasScrolled = useRef(false);
  /** True while the list should stay at its newest message. */
  const following = useRef(true);
  const key = scrollKey ?? Children.count(children);

  useEffect(() => {
    const end = endRef.current;
    // jsdom and very old browsers have no scrollIntoView.
    if (!end || typeof end.scrollIntoView !== 'function') return;
    following.current = true;
    // Jump on first paint (no long animation through history), glide afterwards.
    const smooth = hasScrolled.current && !prefersReducedMotion();
    end.scrollIntoView({ block: 'end', behavior: smooth ? 'smooth' : 'auto' });
    hasScrolled.current = true;
  }, [key]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof list.scrollIntoView !== 'function') return;
    const scroller = scrollerOf(list);
    let lastTop = scrollTopOf(scroller);
    // Scrolling up leaves the newest message; coming back down to the end follows it again.
    const onScroll = () => {
      const top = scrollTopOf(scroller);
      const end = endRef.current;
      if (end && endInView(end, scroller)) following.current = true;
      else if (top < lastTop - 1) following.current = false;
      lastTop = top;
    };
    // `load` does not bubble, but it can be caught on the way down to the image.
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLImageElement && following.current) {
        endRef.current?.scrollIntoView({ block: 'end', behavior: 'auto' });
      }
    };
    // Whatever else changes the sizes after the jump (a panel rendering beside the scroller, a message
    // growing) would leave the newest message out of view: follow it too, the way the jump went.
    const resized =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            const end = endRef.current;
            if (!following.current || !end || endInView(end, scroller)) return;
            end.scrollIntoView({
              block: 'end',
              behavior: hasScrolled.current && !prefersReducedMotion() ? 'smooth' : 'auto',
            });
          })
        : null;
    resized?.observe(list);
    if (scroller instanceof HTMLElement) resized?.observe(scroller);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    list.addEventListener('load', onLoad, true);
    return () => {
      resized?.disconnect();
      scroller.removeEventListener('scroll', onScroll);
      list.removeEventListener('load', onLoad, true);
    };
  }, []);

  return (
    <div
      ref={listRef}
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
