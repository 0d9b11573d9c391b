import type { BulkDeleteAction } from '@telehealth/api-client';
import { OLD_DATA_MONTHS } from '@telehealth/schema';

export interface SettingsAction {
  action: BulkDeleteAction;
  title: string;
  description: string;
}

export interface SettingsSection {
  /** The heading's element id. */
  id: string;
  title: string;
  actions: SettingsAction[];
}

/** The four clear actions of spec §2, grouped as the Settings screen shows them. */
export const SETTINGS_SECTIONS: SettingsSection[] = [
  {
    id: 'settings-conversation-data',
    title: 'Conversation Data',
    actions: [
      {
        action: 'conversations',
        title: 'Clear All Conversations',
        description: 'Permanently delete all of your conversation history.',
      },
      {
        action: 'old-conversations',
        title: 'Clear Old Conversations',
        description: `Delete conversations older than ${OLD_DATA_MONTHS} months.`,
      },
    ],
  },
  {
    id: 'settings-medical-documents',
    title: 'Medical Documents',
    actions: [
      {
        action: 'documents',
        title: 'Clear All Documents',
        description: 'Permanently delete all of your medical certificates and pathology forms.',
      },
      {
        action: 'old-documents',
        title: 'Clear Old Documents',
        description: `Delete documents older than ${OLD_DATA_MONTHS} months.`,
      },
    ],
  },
];
