import type { ActionableItem, ActionableItems } from '@telehealth/schema';
import { ActionableItemCard, alternativeTag } from '../../../components/actionable-item-card';
import { NEEDS_NAME_NOTE } from '../../../lib/actionable-items';
import { capitalise } from '../lib/capitalise';

interface ActionableItemCardsProps {
  items: ActionableItems;
  onToggle: (item: ActionableItem) => void;
  /** The patient's full name is missing: items that become documents say so. */
  needsName?: boolean;
}

const subtypeTag = (item: ActionableItem) => (item.subtype ? capitalise(item.subtype) : null);

/** The item cards in the spec's order; issued advice reads 'Sent to chat', anything else 'Issued'. */
export function ActionableItemCards({ items, onToggle, needsName = false }: ActionableItemCardsProps) {
  const note = needsName ? NEEDS_NAME_NOTE : null;
  return (
    <>
      <ActionableItemCard title="Differential Diagnoses" items={items.diagnoses} onToggle={onToggle} />
      <ActionableItemCard title="Medications" items={items.medications} onToggle={onToggle} tagOf={alternativeTag} />
      <ActionableItemCard
        title="Investigations"
        items={items.investigations}
        onToggle={onToggle}
        tagOf={subtypeTag}
        note={note}
      />
      <ActionableItemCard title="Certificates" items={items.certificates} onToggle={onToggle} note={note} />
      <ActionableItemCard title="Referrals" items={items.referrals} onToggle={onToggle} note={note} />
      <ActionableItemCard
        title="Mx (Patient Advice)"
        items={items.advice}
        onToggle={onToggle}
        issuedLabel="Sent to chat"
      />
    </>
  );
}
