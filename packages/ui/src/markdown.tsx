import type { ComponentProps, JSX } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import { cx } from './class-names';
import { isAllowedMarkdownUrl } from './markdown-urls';

function transformUrl(url: string): string {
  return isAllowedMarkdownUrl(url) ? url : '';
}

// Drop react-markdown's `node` prop so it never reaches the DOM.
type Props<Tag extends keyof JSX.IntrinsicElements> = ComponentProps<Tag> & ExtraProps;

function Link({ node: _node, href, children, ...rest }: Props<'a'>) {
  // A refused URL arrives here empty: keep the words, drop the link.
  if (!href) return <span>{children}</span>;
  return (
    <a
      {...rest}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children}
    </a>
  );
}

/** No image is ever loaded from markdown (its address would be fetched with the reader's cookies): at most its words show. */
function ImageWords({ alt }: Props<'img'>) {
  return alt ? <span>{alt}</span> : null;
}

const components: Components = {
  a: Link,
  img: ImageWords,
  h1: ({ node: _node, ...p }) => <h3 {...p} className="mt-4 mb-2 text-lg font-semibold first:mt-0" />,
  h2: ({ node: _node, ...p }) => <h3 {...p} className="mt-4 mb-2 text-base font-semibold first:mt-0" />,
  h3: ({ node: _node, ...p }) => <h4 {...p} className="mt-3 mb-1.5 text-base font-semibold first:mt-0" />,
  h4: ({ node: _node, ...p }) => <h5 {...p} className="mt-3 mb-1 text-sm font-semibold first:mt-0" />,
  p: ({ node: _node, ...p }) => <p {...p} className="my-2 first:mt-0 last:mb-0" />,
  ul: ({ node: _node, ...p }) => <ul {...p} className="my-2 list-disc space-y-1 pl-5" />,
  ol: ({ node: _node, ...p }) => <ol {...p} className="my-2 list-decimal space-y-1 pl-5" />,
  blockquote: ({ node: _node, ...p }) => (
    <blockquote {...p} className="my-2 border-l-4 border-line pl-3 text-ink-muted" />
  ),
  code: ({ node: _node, ...p }) => (
    <code {...p} className="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]" />
  ),
  pre: ({ node: _node, ...p }) => (
    <pre {...p} className="my-2 overflow-x-auto rounded-lg bg-surface-muted p-3 text-sm" />
  ),
  hr: ({ node: _node, ...p }) => <hr {...p} className="my-4 border-line" />,
};

export type MarkdownProps = {
  /** The markdown source. Raw HTML inside it is dropped, images show only their words. */
  children: string;
  className?: string;
};

/**
 * Renders markdown the AI doctor wrote (people's words inside it arrive escaped) with the
 * product's type styles. Links open in a new tab; only absolute URLs with the spec's protocols
 * become links (others stay as plain text); no image is loaded and no raw HTML is rendered. Headings are shifted down one
 * level (# → h3) because the text always sits under a page or card heading.
 * Heavy (react-markdown and its parser): load it with React.lazy, or use LazyMarkdown.
 */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={cx('text-[15px] leading-6 break-words', className)}>
      <ReactMarkdown components={components} urlTransform={transformUrl} skipHtml>
        {children}
      </ReactMarkdown>
    </div>
  );
}

export default Markdown;
