import {
  ACTIONABLE_CATEGORIES,
  DOCUMENT_CATEGORIES,
  type ActionableItem,
  type ActionableItems,
} from '@telehealth/schema';

/** An issued item is final: it can no longer be ticked or unticked (spec §4). */
export const canToggle = (item: ActionableItem) => !item.issued;

/** Items Issue would send now: ticked and not issued yet, across every category (spec §5). */
export function countIssuable(items: ActionableItems | undefined): number {
  if (!items) return 0;
  return ACTIONABLE_CATEGORIES.reduce(
    (count, category) => count + items[category].filter((item) => item.ticked && !item.issued).length,
    0,
  );
}

export const hasAnyItem = (items: ActionableItems) =>
  ACTIONABLE_CATEGORIES.some((category) => items[category].length > 0);

/** Items still to issue that become a document with the patient's name on it (certificates, requests, letters). */
export function pendingDocumentItems(items: ActionableItems | undefined, tickedOnly = false): number {
  if (!items) return 0;
  return DOCUMENT_CATEGORIES.reduce(
    (count, category) => count + items[category].filter((item) => !item.issued && (item.ticked || !tickedOnly)).length,
    0,
  );
}

/** Said on every card whose items become documents, while the patient's name is missing. */
export const NEEDS_NAME_NOTE = "Needs the patient's full name before Issue";
