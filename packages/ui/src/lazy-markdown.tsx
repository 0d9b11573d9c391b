import { lazy, Suspense } from 'react';
import { cx } from './class-names';
import type { MarkdownProps } from './markdown';

// Splits react-markdown into its own chunk, fetched the first time markdown is shown.
const Markdown = lazy(() => import('./markdown'));

/**
 * Markdown behind React.lazy. Until the chunk arrives the raw text is shown as is, so the
 * reader never waits for a blank space.
 */
export function LazyMarkdown(props: MarkdownProps) {
  return (
    <Suspense
      fallback={
        <div className={cx('text-[15px] leading-6 whitespace-pre-wrap break-words', props.className)}>
          {props.children}
        </div>
      }
    >
      <Markdown {...props} />
    </Suspense>
  );
}
