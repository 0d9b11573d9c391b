/** Which side of the conversation a bubble sits on: 'right' is the viewer's own message. */
export type ChatSide = 'left' | 'right';

// Spec §2: bubbles are at most 75% of the row on phones and 60% on wider screens.
export const bubbleRowClasses: Record<ChatSide, string> = {
  left: 'flex w-full flex-col items-start',
  right: 'flex w-full flex-col items-end',
};

export const bubbleClasses: Record<ChatSide, string> = {
  left: 'max-w-[75%] sm:max-w-[60%] rounded-bubble rounded-bl-md border border-line bg-surface text-ink',
  right: 'max-w-[75%] sm:max-w-[60%] rounded-bubble rounded-br-md bg-brand-600 text-white',
};

export const bubbleMetaClasses: Record<ChatSide, string> = {
  left: 'text-ink-muted',
  // Full white: 80% white on brand-600 is 3.9:1, under the 4.5:1 small text needs (WCAG 1.4.3).
  right: 'text-white',
};

export const attachmentLinkClasses: Record<ChatSide, string> = {
  left: 'border-line bg-canvas text-brand-700 hover:bg-surface-muted',
  right: 'border-white/30 bg-white/10 text-white hover:bg-white/20',
};
