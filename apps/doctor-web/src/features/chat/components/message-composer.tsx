import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@telehealth/ui';

/** The doctor's input: Enter sends, Shift+Enter starts a new line; empty text is never sent (spec §5). */
export function MessageComposer({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const trimmed = text.trim();

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed) return;
    onSend(trimmed);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      onSubmit={send}
      aria-label="Write a message"
      className="flex items-end gap-2 border-t border-line bg-surface px-3 py-3 sm:px-4"
    >
      <label htmlFor="doctor-message" className="sr-only">
        Message to the patient
      </label>
      <textarea
        id="doctor-message"
        rows={1}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type your message..."
        className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-line bg-canvas px-3 py-2.5 text-[15px] focus:border-brand-500 focus:outline-2 focus:outline-brand-200"
      />
      <Button type="submit" size="icon" aria-label="Send message" disabled={!trimmed}>
        <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
          <path d="M3.1 2.7a.75.75 0 0 1 .82-.1l13 6.5a.75.75 0 0 1 0 1.34l-13 6.5a.75.75 0 0 1-1.05-.86L4.5 10 2.87 3.9a.75.75 0 0 1 .23-.78ZM5.9 10.75l-1.03 3.86L14.32 10 4.87 5.39l1.03 3.86h4.35a.75.75 0 0 1 0 1.5H5.9Z" />
        </svg>
      </Button>
    </form>
  );
}
