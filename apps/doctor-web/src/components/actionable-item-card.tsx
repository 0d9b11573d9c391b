import type { ActionableItem } from '@telehealth/schema';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@telehealth/ui';
import { canToggle } from '../lib/actionable-items';

/** A medication offered instead of the first choice is labelled so (spec §2). */
export const alternativeTag = (item: ActionableItem) => (item.subtype === 'alternative' ? 'Alternative' : null);

interface ActionableItemCardProps {
  title: string;
  items: ActionableItem[];
  onToggle: (item: ActionableItem) => void;
  /** What an issued item says: 'Issued', or 'Sent to chat' for advice. */
  issuedLabel?: string;
  /** A label beside the text, e.g. 'Alternative' or an investigation's subtype. */
  tagOf?: (item: ActionableItem) => string | null;
  /** A warning under the title, e.g. that these items need the patient's name before Issue. */
  note?: string | null;
}

/**
 * One category of actionable items. A row is ticked or unticked by clicking anywhere on it while the
 * item is not issued; an issued item is greyed out and can no longer change (spec §2, §4).
 */
export function ActionableItemCard({
  title,
  items,
  onToggle,
  issuedLabel = 'Issued',
  tagOf,
  note,
}: ActionableItemCardProps) {
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {note && items.some((item) => !item.issued) ? <p className="text-sm text-warning">{note}</p> : null}
      </CardHeader>
      <CardContent className="pt-2">
        <ul className="flex flex-col gap-1">
          {items.map((item) => {
            const tag = tagOf?.(item) ?? null;
            const locked = !canToggle(item);
            return (
              <li key={item.id}>
                <label
                  className={
                    'flex items-start gap-3 rounded-xl px-2 py-2.5 ' +
                    (locked ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-surface-muted')
                  }
                >
                  <input
                    type="checkbox"
                    checked={item.ticked || item.issued}
                    disabled={locked}
                    onChange={() => onToggle(item)}
                    className="mt-0.5 size-5 shrink-0 accent-brand-600"
                  />
                  <span className={'flex-1 text-sm leading-6 ' + (locked ? 'text-ink-muted' : '')}>{item.text}</span>
                  <span className="flex shrink-0 flex-wrap justify-end gap-1">
                    {tag ? <Badge variant="outline">{tag}</Badge> : null}
                    {item.issued ? <Badge variant="neutral">{issuedLabel}</Badge> : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
