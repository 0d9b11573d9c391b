import type {
  ActionableItem,
  ActionableItemsResponse,
  AddCertificateBody,
  ClinicalManagementResponse,
  Conversation,
  CreateDoctorBody,
  Doctor,
  DoctorSendResponse,
  IssueItemsResponse,
  Message,
  PatientDetailsBody,
  ResetResponse,
  UpdateDoctorBody,
  WaitingRoomPatient,
} from '@telehealth/schema';
import { postChatMessage } from './chat/send-message.js';
import { ApiError, apiJson, apiRequest } from './request.js';

const enc = encodeURIComponent;

/** Query keys whose parts, joined with slashes, are the GET address (spec §7). */
export const doctorKeys = {
  doctor: (deviceId: string) => ['/api/doctors/device', deviceId] as const,
  patients: (doctorId: string) => ['/api/doctors', doctorId, 'patients'] as const,
  conversation: (id: string, deviceId: string) =>
    ['/api/conversations', `${id}?doctorDeviceId=${enc(deviceId)}`] as const,
  messages: (id: string, deviceId: string) =>
    ['/api/conversations', id, `messages?doctorDeviceId=${enc(deviceId)}`] as const,
  clinicalManagement: (id: string) => ['/api/conversations', id, 'clinical-management'] as const,
  actionableItems: (id: string, deviceId: string) =>
    ['/api/conversations', id, `actionable-items?doctorDeviceId=${enc(deviceId)}`] as const,
};

/** The doctor registered on this device, or null when none is (404). Sets the doctor's session cookie. */
export async function fetchDoctorByDevice(deviceId: string): Promise<Doctor | null> {
  try {
    return await apiJson<Doctor>('GET', doctorKeys.doctor(deviceId).join('/'));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const signUpDoctor = (body: CreateDoctorBody) => apiJson<Doctor>('POST', '/api/doctors', body);
export const updateDoctor = (id: string, body: UpdateDoctorBody) =>
  apiJson<Doctor>('PATCH', `/api/doctors/${id}`, body);
export const setAvailability = (id: string, isAvailable: 'on' | 'off') =>
  apiJson<Doctor>('PATCH', `/api/doctors/${id}/availability`, { isAvailable });
export const fetchPatients = (doctorId: string) =>
  apiJson<WaitingRoomPatient[]>('GET', doctorKeys.patients(doctorId).join('/'));
export const resetDoctorDatabase = () => apiJson<ResetResponse>('DELETE', '/api/doctors/reset');
/** Ends the doctor's session on the server; the doctor goes Offline. */
/** How long Logout waits for the server: a hanging network must not keep the doctor on screen. */
const LOGOUT_TIMEOUT_MS = 10_000;
export const logOutDoctor = async (): Promise<void> => {
  await apiRequest('POST', '/api/session/logout', { role: 'doctor' }, AbortSignal.timeout(LOGOUT_TIMEOUT_MS));
};

export const fetchDoctorConversation = (id: string, deviceId: string) =>
  apiJson<Conversation>('GET', doctorKeys.conversation(id, deviceId).join('/'));
export const fetchDoctorMessages = (id: string, deviceId: string) =>
  apiJson<Message[]>('GET', doctorKeys.messages(id, deviceId).join('/'));
/** The doctor's message; a resend after a lost answer carries the same message id (see postChatMessage). */
export const sendDoctorMessage = (conversationId: string, text: string) =>
  postChatMessage<DoctorSendResponse>(conversationId, { text, sender: 'doctor', timestamp: new Date().toISOString() });

export const generateClinicalManagement = (id: string, doctorDeviceId: string, forceRegenerate = false) =>
  apiJson<ClinicalManagementResponse>('POST', `/api/conversations/${id}/clinical-management`, {
    doctorDeviceId,
    ...(forceRegenerate ? { forceRegenerate: true } : {}),
  });
export const fetchActionableItems = (id: string, deviceId: string) =>
  apiJson<ActionableItemsResponse>('GET', doctorKeys.actionableItems(id, deviceId).join('/'));
export const toggleActionableItem = (id: string, itemId: string, doctorDeviceId: string, ticked: boolean) =>
  apiJson<unknown>('PATCH', `/api/conversations/${id}/actionable-items/${itemId}`, { doctorDeviceId, ticked });
export const issueItems = (id: string, doctorDeviceId: string) =>
  apiJson<IssueItemsResponse>('POST', `/api/conversations/${id}/issue-items`, { doctorDeviceId });

/** The assigned doctor completes or corrects the patient's name, date of birth or Medicare; answers the conversation. */
export const updatePatientDetails = (
  id: string,
  doctorDeviceId: string,
  details: Omit<PatientDetailsBody, 'doctorDeviceId'>,
) => apiJson<Conversation>('PATCH', `/api/conversations/${id}/patient-details`, { doctorDeviceId, ...details });
/** Adds a medical certificate the patient did not ask for in the chat, proposed unticked. */
export const addCertificate = (
  id: string,
  doctorDeviceId: string,
  choice: Omit<AddCertificateBody, 'doctorDeviceId'> = {},
) =>
  apiJson<ActionableItem>('POST', `/api/conversations/${id}/actionable-items/certificate`, {
    doctorDeviceId,
    ...choice,
  });
