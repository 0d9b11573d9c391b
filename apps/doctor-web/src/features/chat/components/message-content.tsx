import { useState } from 'react';
import type { Message } from '@telehealth/schema';
import { Dialog, LazyMarkdown } from '@telehealth/ui';

/**
 * A message's image (opens full size), its text (the doctor side's as markdown), and its document: opened in a new tab so the
 * doctor can read it without leaving the chat. The server sends the document's address, never the file.
 */
export function MessageContent({ message, own }: { message: Message; own: boolean }) {
  const [viewing, setViewing] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      {message.imageUrl ? (
        <>
          <button
            type="button"
            onClick={() => setViewing(true)}
            aria-label="View image full size"
            className="overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
          >
            <img src={message.imageUrl} alt="Image from the patient" className="max-h-72 w-auto object-contain" />
          </button>
          <Dialog
            open={viewing}
            onClose={() => setViewing(false)}
            title="Image"
            size="lg"
            showCloseButton
            className="sm:max-w-3xl"
          >
            <img
              src={message.imageUrl}
              alt="Image from the patient, full size"
              className="max-h-[75dvh] w-full rounded-lg object-contain"
            />
          </Dialog>
        </>
      ) : null}
      {!message.text ? null : message.format === 'markdown' ? (
        // The AI doctor writes markdown; on the brand-coloured side links stay white.
        <LazyMarkdown className="[&_a]:text-white [&_a]:hover:text-white/90">{message.text}</LazyMarkdown>
      ) : (
        <p className="whitespace-pre-wrap">{message.text}</p>
      )}
      {message.attachmentUrl ? (
        <a
          href={message.attachmentUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={
            'flex items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium underline-offset-2 hover:underline ' +
            (own ? 'border-white/30 bg-white/10 text-white' : 'border-line bg-canvas text-brand-700')
          }
        >
          <svg viewBox="0 0 20 20" className="size-5 shrink-0" fill="currentColor" aria-hidden="true">
            <path d="M5 2.5A1.5 1.5 0 0 0 3.5 4v12A1.5 1.5 0 0 0 5 17.5h10a1.5 1.5 0 0 0 1.5-1.5V7.1a1.5 1.5 0 0 0-.44-1.06l-3.1-3.1A1.5 1.5 0 0 0 11.9 2.5H5Zm2 9h6a.75.75 0 0 1 0 1.5H7a.75.75 0 0 1 0-1.5Zm0-3h6a.75.75 0 0 1 0 1.5H7a.75.75 0 0 1 0-1.5Z" />
          </svg>
          <span className="min-w-0 break-words">{message.attachmentName || 'document.pdf'}</span>
        </a>
      ) : null}
    </div>
  );
}
