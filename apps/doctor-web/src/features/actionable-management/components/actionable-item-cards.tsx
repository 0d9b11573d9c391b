import type { ActionableItem, ActionableItems } from '@telehealth/schema';
import { ActionableItemCard, alternativeTag } from '../../../components/actionable-item-card';
import { capitalise } from '../lib/capitalise';

interface ActionableItemCardsProps {
  items: ActionableItems;
  onToggle: (item: ActionableItem) => void;
}

const subtypeTag = (item: ActionableItem) => (item.subtype ? capitalise(item.subtype) : null);

/** The item cards in the spec's order; issued advice reads 'Sent to chat', anything else 'Issued'. */
export function ActionableItemCards({ items, onToggle }: ActionableItemCardsProps) {
  return (
    <>
      <ActionableItemCard title="Differential Diagnoses" items={items.diagnoses} onToggle={onToggle} />
      <ActionableItemCard title="Medications" items={items.medications} onToggle={onToggle} tagOf={alternativeTag} />
      <ActionableItemCard title="Investigations" items={items.investigations} onToggle={onToggle} tagOf={subtypeTag} />
      <ActionableItemCard title="Certificates" items={items.certificates} onToggle={onToggle} />
      <ActionableItemCard title="Referrals" items={items.referrals} onToggle={onToggle} />
      <ActionableItemCard
        title="Mx (Patient Advice)"
        items={items.advice}
        onToggle={onToggle}
        issuedLabel="Sent to chat"
      />
    </>
  );
}
