import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { IMAGE_TOO_LARGE, checkImage, readAsDataUrl } from './read-image';
import type { OutgoingMessage } from '../api/send-message';

interface InputBarProps {
  onSend: (message: OutgoingMessage) => void;
  /** A message is on its way: no second send until it has an answer. */
  sending: boolean;
  /** No conversation yet (being created or failed). */
  disabled: boolean;
}

interface AttachedImage {
  dataUrl: string;
  name: string;
}

/**
 * Writing a message: Enter sends, Shift+Enter adds a line; an optional image (image/* only, ≤ 10 MB)
 * with a preview and Remove. Send is disabled for empty text, while sending, or without a conversation.
 */
export function InputBar({ onSend, sending, disabled }: InputBarProps) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<AttachedImage | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const canSend = text.trim().length > 0 && !sending && !disabled;

  // Grow with the text up to max-h-32 (8rem), then scroll.
  useLayoutEffect(() => {
    const el = textRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [text]);

  const send = () => {
    if (!canSend) return;
    onSend({ text: text.trim(), imageUrl: image?.dataUrl ?? null });
    setText('');
    setImage(null);
    // Send disables itself: keep the focus (and a phone's keyboard) in the text box for the next message.
    textRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const check = checkImage(file);
    if (check === 'not-an-image') {
      input.value = '';
      return;
    }
    if (check === 'too-large') {
      window.alert(IMAGE_TOO_LARGE);
      input.value = '';
      return;
    }
    try {
      setImage({ dataUrl: await readAsDataUrl(file), name: file.name });
    } catch (err) {
      console.error(err);
    }
    input.value = '';
  };

  return (
    // Named, the form is a landmark: the message box can be reached like the header and the messages.
    <form
      onSubmit={onSubmit}
      aria-label="Write a message"
      className="border-t border-line bg-surface px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
    >
      {image ? (
        <div className="mx-auto mb-2 flex max-w-4xl items-center gap-3">
          <img
            src={image.dataUrl}
            alt={`Selected image ${image.name}`}
            className="size-16 rounded-lg border border-line object-cover"
          />
          <button
            type="button"
            onClick={() => setImage(null)}
            className="rounded-lg px-2 py-1 text-sm font-medium text-danger hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-danger"
          >
            Remove
          </button>
        </div>
      ) : null}
      <div className="mx-auto flex max-w-4xl items-end gap-2">
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Image file"
          // onFileChange catches its own failures; nothing waits for it.
          onChange={(event) => void onFileChange(event)}
        />
        <button
          type="button"
          onClick={() => fileRef.current?.click()}
          disabled={disabled}
          aria-label="Attach image"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="1.8" />
            <path d="M21 16l-5-5-9 9" />
          </svg>
        </button>
        <textarea
          ref={textRef}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your message..."
          aria-label="Message"
          className="max-h-32 min-h-10 flex-1 resize-none overflow-y-auto rounded-2xl border border-line bg-canvas px-4 py-2 text-base leading-6 text-ink placeholder:text-ink-muted focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
            <path d="M3.4 20.4 21 12 3.4 3.6l-.1 6.5L15 12 3.3 13.9z" />
          </svg>
        </button>
      </div>
    </form>
  );
}
