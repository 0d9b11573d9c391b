import type { ActionableItem, ActionableItems, Conversation } from '@telehealth/schema';

export const CONVERSATION_ID = '0b8f3f0e-6a55-4f1b-9d1e-5f2a9c7e4b10';

let next = 0;
export const item = (text: string, overrides: Partial<ActionableItem> = {}): ActionableItem => ({
  id: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  text,
  ticked: false,
  issued: false,
  subtype: null,
  ...overrides,
});

export const noItems = (): ActionableItems => ({
  diagnoses: [],
  medications: [],
  investigations: [],
  certificates: [],
  referrals: [],
  advice: [],
});

export const testConversation = (overrides: Partial<Conversation> = {}): Conversation =>
  ({
    id: CONVERSATION_ID,
    userId: '5d1f2b8e-3c0a-4e11-8a51-2b6c1d9e7f20',
    status: 'ongoing',
    timestamp: '2025-01-01T10:00:00.000Z',
    lastMessage: null,
    diagnosisName: 'Viral pharyngitis',
    diagnosisCode: 'J02.9',
    createdAt: '2025-01-01T09:00:00.000Z',
    fullName: 'Sam Patient',
    dateOfBirth: '01/02/1990',
    country: 'Australia',
    mobileNumber: null,
    medicareNumber: null,
    medicareReferenceNumber: null,
    preferredDoctor: null,
    doctorConnectStatus: 'assigned',
    summaryText: 'Sore throat for 3 days, no fever.',
    summaryPreview: 'Sore throat for 3 days',
    summaryGeneratedAt: null,
    clinicalManagementText: null,
    clinicalManagementGeneratedAt: null,
    clinicalActionableItems: null,
    assignedDoctor: null,
    urgent: false,
    triage: 'routine',
    certificateRequest: null,
    closedByPatient: false,
    ...overrides,
  }) as Conversation;
