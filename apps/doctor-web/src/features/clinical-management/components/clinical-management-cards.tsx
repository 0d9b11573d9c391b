import type { ActionableItem, ActionableItems } from '@telehealth/schema';
import { ActionableItemCard, alternativeTag } from '../../../components/actionable-item-card';
import { MarkdownCard } from '../../../components/markdown-card';
import { findSection, splitSections } from '../lib/split-sections';

interface ClinicalManagementCardsProps {
  management: string;
  /** Undefined while the items are still loading. */
  items: ActionableItems | undefined;
  onToggle: (item: ActionableItem) => void;
}

/**
 * The clinical management document as cards (spec §2): the summary and the differential as rendered
 * markdown, then one card of tickable items per category that has any.
 */
export function ClinicalManagementCards({ management, items, onToggle }: ClinicalManagementCardsProps) {
  const sections = splitSections(management);
  const summary = findSection(sections, 'Clinical Summary');
  const differential = findSection(sections, 'Differential Diagnoses');

  return (
    <div className="flex flex-col gap-4">
      {summary ? <MarkdownCard title="Clinical Summary" markdown={summary} /> : null}
      {differential ? <MarkdownCard title="Differential Diagnoses" markdown={differential} /> : null}
      {items ? (
        <>
          <ActionableItemCard title="Investigations" items={items.investigations} onToggle={onToggle} />
          <ActionableItemCard
            title="Pharmacological Management"
            items={items.medications}
            onToggle={onToggle}
            tagOf={alternativeTag}
          />
          <ActionableItemCard title="Medical Certificates" items={items.certificates} onToggle={onToggle} />
          <ActionableItemCard title="Referrals" items={items.referrals} onToggle={onToggle} />
          <ActionableItemCard title="Non-Pharmacological Management" items={items.advice} onToggle={onToggle} />
        </>
      ) : null}
    </div>
  );
}
