import type { ReactNode } from 'react';
import { DEFAULT_DOWNLOAD_NAME } from '@telehealth/schema';
import { cx } from './class-names';
import {
  attachmentLinkClasses,
  bubbleClasses,
  bubbleMetaClasses,
  bubbleRowClasses,
  type ChatSide,
} from './chat-layout';

export type ChatAttachment = { url: string; name?: string | null };

/** Who wrote a message, shown above its bubble: a name and a small picture. */
export type ChatAuthor = { name: string; avatar?: ReactNode };

export type ChatBubbleProps = {
  side: ChatSide;
  /** Plain text keeps its line breaks; pass an element (e.g. Markdown) for rich text. */
  text: ReactNode;
  /** Already formatted for display, e.g. '14:05'. */
  time?: string;
  /** Machine-readable time for the <time> element (an ISO string). */
  dateTime?: string;
  /** Who wrote it, for screen readers only, e.g. 'You' or 'Doctor'. */
  senderLabel?: string;
  /** Who wrote it, shown to everyone above the bubble (it then names the sender instead of senderLabel). */
  author?: ChatAuthor;
  imageUrl?: string | null;
  imageAlt?: string;
  attachment?: ChatAttachment | null;
  /** Shown under the bubble, e.g. quick replies. */
  children?: ReactNode;
  className?: string;
};

export function ChatBubble({
  side,
  text,
  time,
  dateTime,
  senderLabel,
  author,
  imageUrl,
  imageAlt = 'Attached image',
  attachment,
  children,
  className,
}: ChatBubbleProps) {
  const fileName = attachment?.name || DEFAULT_DOWNLOAD_NAME;
  return (
    <div className={cx(bubbleRowClasses[side], 'gap-2', className)}>
      {author ? (
        <div className="flex max-w-full items-center gap-2 text-xs font-medium text-ink-muted" data-author>
          {author.avatar}
          <span className="min-w-0 break-words">{author.name}</span>
        </div>
      ) : null}
      <div className={cx(bubbleClasses[side], 'flex flex-col gap-2 px-4 py-2.5 text-[15px] leading-6')}>
        {senderLabel && !author ? <span className="sr-only">{senderLabel}:</span> : null}
        {imageUrl ? <img src={imageUrl} alt={imageAlt} className="max-h-72 w-auto rounded-xl object-contain" /> : null}
        {typeof text === 'string' ? (
          <p className="whitespace-pre-wrap break-words">{text}</p>
        ) : (
          <div className="break-words">{text}</div>
        )}
        {attachment ? (
          <a
            href={attachment.url}
            download={fileName}
            className={cx(
              'flex items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium underline-offset-2 hover:underline',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current',
              attachmentLinkClasses[side],
            )}
          >
            <svg viewBox="0 0 20 20" className="size-5 shrink-0" fill="currentColor" aria-hidden="true">
              <path d="M10 2.5a1 1 0 0 1 1 1v7.09l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 1.4-1.42L9 10.6V3.5a1 1 0 0 1 1-1ZM4 15.5a1 1 0 0 1 1-1h10a1 1 0 1 1 0 2H5a1 1 0 0 1-1-1Z" />
            </svg>
            <span className="min-w-0 [overflow-wrap:anywhere]">{fileName}</span>
          </a>
        ) : null}
        {time ? (
          <time dateTime={dateTime} className={cx('self-end text-xs', bubbleMetaClasses[side])}>
            {time}
          </time>
        ) : null}
      </div>
      {children}
    </div>
  );
}
