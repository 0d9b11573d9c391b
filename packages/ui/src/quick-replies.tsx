import { useState } from 'react';
import { Button } from './button';
import { cx } from './class-names';

/** A label, or a label with the group it is shown under and whether it is sent on its own. */
export type QuickReplyOption = string | { label: string; group?: string; exclusive?: boolean };

export type QuickRepliesProps = {
  /** In the order shown; options of a group are shown together under its name, groups in first-seen order. */
  options: readonly QuickReplyOption[];
  /**
   * Single choice, or an exclusive option: called with the tapped label. Multiple: called on Send
   * with the chosen labels joined by ', ' (ready to send as a message) and the list itself.
   */
  onSelect: (label: string, labels: string[]) => void;
  /** Lets the patient tick several options and send them together. */
  multiple?: boolean;
  disabled?: boolean;
  submitLabel?: string;
  label?: string;
  className?: string;
};

interface Option {
  label: string;
  group: string | undefined;
  exclusive: boolean;
}

const chipClasses =
  'min-h-10 rounded-full border px-4 py-2 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

const chipIdle = 'border-brand-300 bg-surface text-brand-800 hover:bg-brand-50';
const chipChosen = 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700';

const normalised = (option: QuickReplyOption): Option =>
  typeof option === 'string'
    ? { label: option, group: undefined, exclusive: false }
    : { label: option.label, group: option.group, exclusive: option.exclusive === true };

/** Options gathered by group, keeping each group's first appearance and the order within it. */
function grouped(options: readonly Option[]): { name: string | undefined; options: Option[] }[] {
  const groups: { name: string | undefined; options: Option[] }[] = [];
  for (const option of options) {
    const group = groups.find((g) => g.name === option.group);
    if (group) group.options.push(option);
    else groups.push({ name: option.group, options: [option] });
  }
  return groups;
}

/** Tappable answers offered under a doctor's message, grouped when the options carry groups. */
export function QuickReplies({
  options: given,
  onSelect,
  multiple = false,
  disabled = false,
  submitLabel = 'Send',
  label = 'Quick replies',
  className,
}: QuickRepliesProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const options = given.map(normalised);
  const groups = grouped(options);

  const toggle = (option: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(option)) next.delete(option);
      else next.add(option);
      return next;
    });

  const chip = (option: Option) => {
    const tickable = multiple && !option.exclusive;
    const pressed = chosen.has(option.label);
    return (
      <button
        key={option.label}
        type="button"
        aria-pressed={tickable ? pressed : undefined}
        disabled={disabled}
        onClick={() => (tickable ? toggle(option.label) : onSelect(option.label, [option.label]))}
        className={cx(chipClasses, pressed ? chipChosen : chipIdle)}
      >
        {option.label}
      </button>
    );
  };

  const chips = (list: Option[]) => <div className="flex flex-wrap gap-2">{list.map(chip)}</div>;
  const body =
    groups.length > 1 || groups[0]?.name
      ? groups.map((group) => (
          <div key={group.name ?? ''} role="group" aria-label={group.name} className="flex flex-col gap-1">
            {group.name ? (
              <p aria-hidden="true" className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {group.name}
              </p>
            ) : null}
            {chips(group.options)}
          </div>
        ))
      : chips(options);

  if (!multiple) {
    return (
      <div role="group" aria-label={label} className={cx('flex flex-col items-start gap-3', className)}>
        {body}
      </div>
    );
  }

  // Keep the options' own order, whatever order they were ticked in.
  const picked = options.filter((option) => chosen.has(option.label)).map((option) => option.label);

  return (
    <div role="group" aria-label={label} className={cx('flex flex-col items-start gap-3', className)}>
      {body}
      <Button size="sm" disabled={disabled || picked.length === 0} onClick={() => onSelect(picked.join(', '), picked)}>
        {submitLabel}
      </Button>
    </div>
  );
}
