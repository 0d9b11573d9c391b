import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatBubble } from './chat-bubble';
import { MessageList } from './message-list';
import { TypingIndicator } from './typing-indicator';

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('ChatBubble', () => {
  it('offers an unnamed attachment as document.pdf', () => {
    render(<ChatBubble side="left" text="Your certificate" time="09:30" attachment={{ url: '/api/attachments/1' }} />);
    const link = screen.getByRole('link', { name: 'document.pdf' });
    expect(link).toHaveAttribute('href', '/api/attachments/1');
    expect(link).toHaveAttribute('download', 'document.pdf');
    expect(screen.getByText('09:30')).toBeInTheDocument();
  });

  it('uses the attachment name for the link and the download', () => {
    render(
      <ChatBubble side="left" text="Form" attachment={{ url: '/api/attachments/2', name: 'pathology-form.pdf' }} />,
    );
    expect(screen.getByRole('link', { name: 'pathology-form.pdf' })).toHaveAttribute('download', 'pathology-form.pdf');
  });

  it('keeps line breaks of plain text and shows an attached image', () => {
    render(<ChatBubble side="right" text={'Line one\nLine two'} imageUrl="data:image/png;base64,AA==" />);
    expect(screen.getByText(/Line one/)).toHaveClass('whitespace-pre-wrap');
    expect(screen.getByRole('img', { name: 'Attached image' })).toHaveAttribute('src', 'data:image/png;base64,AA==');
  });
});

describe('MessageList', () => {
  it('is a log that scrolls to the newest message when messages arrive', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { rerender } = render(
      <MessageList>
        <ChatBubble side="left" text="Hello" />
      </MessageList>,
    );
    expect(screen.getByRole('log', { name: 'Messages' })).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    rerender(
      <MessageList>
        <ChatBubble side="left" text="Hello" />
        <ChatBubble side="right" text="I have a cough" />
        <TypingIndicator />
      </MessageList>,
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'end', behavior: 'smooth' });
    expect(screen.getByRole('status')).toHaveTextContent('The doctor is typing');
  });
});
