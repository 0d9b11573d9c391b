import { useSyncExternalStore } from 'react';

/**
 * The consultation open in the chat, kept in memory for the life of the page so that moving between
 * screens keeps it (spec §4: "if a conversation is already active, keep it").
 */
let activeConversationId: string | null = null;
const listeners = new Set<() => void>();

export function getActiveConversationId(): string | null {
  return activeConversationId;
}

export function setActiveConversationId(id: string | null): void {
  if (id === activeConversationId) return;
  activeConversationId = id;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActiveConversationId(): string | null {
  return useSyncExternalStore(subscribe, getActiveConversationId, getActiveConversationId);
}
