import { LOCAL_STORAGE_KEYS } from '@telehealth/schema';

/**
 * Where the patient's identity and chosen consultation live between page loads. localStorage keeps the
 * device identity and the selected conversation; sessionStorage carries the one-shot "return to that
 * conversation" flag, so a fresh tab starts a fresh consultation.
 */
export const STORAGE_KEYS = {
  deviceId: LOCAL_STORAGE_KEYS.patientDeviceId,
  userId: 'userId',
  selectedConversationId: 'selectedConversationId',
  returnToConversation: 'returnToConversation',
} as const;

export function getSelectedConversationId(): string | null {
  return localStorage.getItem(STORAGE_KEYS.selectedConversationId);
}

export function setSelectedConversationId(id: string | null): void {
  if (id) localStorage.setItem(STORAGE_KEYS.selectedConversationId, id);
  else localStorage.removeItem(STORAGE_KEYS.selectedConversationId);
}

/** Asks the chat to reopen the selected conversation on its next start instead of starting a new one. */
export function setReturnFlag(): void {
  sessionStorage.setItem(STORAGE_KEYS.returnToConversation, 'true');
}

/** Reads and clears the return flag: it applies to one start-up only. */
export function takeReturnFlag(): boolean {
  const flagged = sessionStorage.getItem(STORAGE_KEYS.returnToConversation) === 'true';
  sessionStorage.removeItem(STORAGE_KEYS.returnToConversation);
  return flagged;
}

/** Leaving for another screen from a page that has a stored conversation: come back to it. */
export function flagReturnIfConversationStored(): void {
  if (getSelectedConversationId()) setReturnFlag();
}

export function setCachedUserId(id: string): void {
  localStorage.setItem(STORAGE_KEYS.userId, id);
}

/** Forgets this device's identity (spec §8, stale identity): the next load registers a new one. */
export function clearIdentity(): void {
  localStorage.removeItem(STORAGE_KEYS.selectedConversationId);
  localStorage.removeItem(STORAGE_KEYS.deviceId);
  localStorage.removeItem(STORAGE_KEYS.userId);
  sessionStorage.removeItem(STORAGE_KEYS.returnToConversation);
}
