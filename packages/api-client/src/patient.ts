import type {
  AssignedDoctor,
  Conversation,
  CreateProfileBody,
  Document,
  Message,
  PatientSendResponse,
  Profile,
  UpdateProfileBody,
  User,
  Verification,
} from '@telehealth/schema';
import { OLD_DATA_MONTHS } from '@telehealth/schema';
import { postChatMessage } from './chat/send-message.js';
import { isNewDeviceId } from './device-id.js';
import { ApiError, apiJson } from './request.js';

const enc = encodeURIComponent;

/** Query keys whose parts, joined with slashes, are the GET address (spec §7). */
export const patientKeys = {
  conversations: (userId: string) => [`/api/conversations?userId=${enc(userId)}`] as const,
  conversation: (id: string, deviceId: string) =>
    ['/api/conversations', `${id}?userDeviceId=${enc(deviceId)}`] as const,
  messages: (id: string, deviceId: string) =>
    ['/api/conversations', id, `messages?userDeviceId=${enc(deviceId)}`] as const,
  assignedDoctor: (id: string) => ['/api/conversations', id, 'assigned-doctor'] as const,
  documents: (userId: string) => ['/api/documents/user', userId] as const,
  profiles: (deviceId: string) => ['/api/profiles/device', deviceId] as const,
};

/** Finds the device's user, or registers it. Either call sets the patient's session cookie. */
export async function getOrCreateDeviceUser(deviceId: string): Promise<User> {
  if (!isNewDeviceId(deviceId)) {
    try {
      return await apiJson<User>('GET', `/api/users/device/${enc(deviceId)}`);
    } catch {
      // Not registered (or not found): register it, as spec §4 says.
    }
  }
  return apiJson<User>('POST', '/api/users/device', { deviceId });
}

export const createConversation = (userId: string) =>
  apiJson<{ id: string }>('POST', '/api/conversations', { userId, status: 'ongoing' });

export const fetchConversations = (userId: string) =>
  apiJson<Conversation[]>('GET', patientKeys.conversations(userId).join('/'));

export const fetchConversation = (id: string, deviceId: string) =>
  apiJson<Conversation>('GET', patientKeys.conversation(id, deviceId).join('/'));

export const fetchMessages = (id: string, deviceId: string) =>
  apiJson<Message[]>('GET', patientKeys.messages(id, deviceId).join('/'));

/** A patient message; a resend after a lost answer carries the same message id (see postChatMessage). */
export const sendPatientMessage = (
  conversationId: string,
  body: { text: string; timestamp: string; imageUrl: string | null },
) => postChatMessage<PatientSendResponse>(conversationId, { ...body, sender: 'patient' });

/** The assigned doctor, or null when there is none (404). */
export async function fetchAssignedDoctor(conversationId: string): Promise<AssignedDoctor | null> {
  try {
    return await apiJson<AssignedDoctor>('GET', patientKeys.assignedDoctor(conversationId).join('/'));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw new Error('Failed to fetch assigned doctor');
  }
}

export const fetchDocuments = (userId: string) => apiJson<Document[]>('GET', patientKeys.documents(userId).join('/'));
export const fetchProfiles = (deviceId: string) => apiJson<Profile[]>('GET', patientKeys.profiles(deviceId).join('/'));
export const createProfile = (body: CreateProfileBody) => apiJson<Profile>('POST', '/api/profiles', body);
export const updateProfile = (id: string, body: UpdateProfileBody) =>
  apiJson<Profile>('PATCH', `/api/profiles/${id}`, body);
export const deleteProfile = (id: string) => apiJson<{ message: string }>('DELETE', `/api/profiles/${id}`);

export type BulkDeleteAction = 'conversations' | 'old-conversations' | 'documents' | 'old-documents';

/** The four settings deletes; each answers `{ message }` for the success toast. */
export function bulkDelete(action: BulkDeleteAction, userId: string, monthsOld = OLD_DATA_MONTHS) {
  const path = {
    conversations: `/api/conversations/user/${userId}`,
    'old-conversations': `/api/conversations/user/${userId}/old?monthsOld=${monthsOld}`,
    documents: `/api/documents/user/${userId}`,
    'old-documents': `/api/documents/user/${userId}/old?monthsOld=${monthsOld}`,
  }[action];
  return apiJson<{ message?: string }>('DELETE', path);
}

/** A document's verification by its code, or null when no document has it (404). Needs no session. */
export async function fetchVerification(code: string): Promise<Verification | null> {
  try {
    return await apiJson<Verification>('GET', `/api/verify/${enc(code)}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}
