import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@telehealth/api-client';
import { ChatView } from './features/chat/components/chat-view';

const nothing = () => {};

/** The chat as it first draws, before the device's user or any message has loaded. */
export function FirstChat() {
  return (
    <ChatView
      doctor={undefined}
      onNewConsultation={nothing}
      creating={false}
      conversationId={null}
      conversation={undefined}
      messages={[]}
      sending={false}
      onSend={nothing}
      undated
    />
  );
}

/**
 * The screens written into index.html at build time (scripts/vite/first-screen.mjs), so a phone
 * paints the chat as soon as the page and its styles arrive, before the app's script has loaded;
 * first-screen-gate.js shows the chat only at the address where the app opens on it. Never part of
 * the app's bundle: the app draws the same screen on its first render and replaces these.
 */
export function renderFirstScreens(): Record<string, string> {
  return {
    chat: renderToStaticMarkup(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <FirstChat />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
