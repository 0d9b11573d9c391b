import { useState } from 'react';
import { Button } from './button';
import { cx } from './class-names';

export type QuickRepliesProps = {
  options: readonly string[];
  /**
   * Single choice: called with the tapped label. Multiple: called on Send with the chosen
   * labels joined by ', ' (ready to send as a message) and the list itself.
   */
  onSelect: (label: string, labels: string[]) => void;
  /** Lets the patient tick several options and send them together. */
  multiple?: boolean;
  disabled?: boolean;
  submitLabel?: string;
  label?: string;
  className?: string;
};

const chipClasses =
  'min-h-10 rounded-full border px-4 py-2 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

const chipIdle = 'border-brand-300 bg-surface text-brand-800 hover:bg-brand-50';
const chipChosen = 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700';

/** Tappable answers offered under a doctor's message. */
export function QuickReplies({
  options,
  onSelect,
  multiple = false,
  disabled = false,
  submitLabel = 'Send',
  label = 'Quick replies',
  className,
}: QuickRepliesProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());

  if (!multiple) {
    return (
      <div role="group" aria-label={label} className={cx('flex flex-wrap gap-2', className)}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            disabled={disabled}
            onClick={() => onSelect(option, [option])}
            className={cx(chipClasses, chipIdle)}
          >
            {option}
          </button>
        ))}
      </div>
    );
  }

  const toggle = (option: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(option)) next.delete(option);
      else next.add(option);
      return next;
    });

  // Keep the options' own order, whatever order they were ticked in.
  const picked = options.filter((option) => chosen.has(option));

  return (
    <div role="group" aria-label={label} className={cx('flex flex-col items-start gap-2', className)}>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = chosen.has(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => toggle(option)}
              className={cx(chipClasses, pressed ? chipChosen : chipIdle)}
            >
              {option}
            </button>
          );
        })}
      </div>
      <Button
        size="sm"
        disabled={disabled || picked.length === 0}
        onClick={() => onSelect(picked.join(', '), picked)}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
