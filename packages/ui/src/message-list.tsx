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

/** Within a few pixels of the bottom. */
function atEnd(scroller: HTMLElement | Document): boolean {
  const box = scroller instanceof Document ? document.documentElement : scroller;
  const height = scroller instanceof Document ? window.innerHeight : box.clientHeight;
  return box.scrollHeight - scrollTopOf(scroller) - height < 8;
}

/**
 * The conversation as a log region (new messages are announced politely). It scrolls its
 * nearest scrolling ancestor, or the page, to the bottom whenever `scrollKey` changes, and keeps
 * the newest message in view while images above it load and grow the list, unless the reader
 * has scrolled up since.
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
      if (top < lastTop - 1) following.current = false;
      if (atEnd(scroller)) following.current = true;
      lastTop = top;
    };
    // `load` does not bubble, but it can be caught on the way down to the image.
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLImageElement && following.current) {
        endRef.current?.scrollIntoView({ block: 'end', behavior: 'auto' });
      }
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    list.addEventListener('load', onLoad, true);
    return () => {
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
