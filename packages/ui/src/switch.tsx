import { Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import { cx } from './class-names';

export type SwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name, e.g. 'Availability'. */
  label: string;
  /** Keeps the label for screen readers only, when the screen already shows the meaning. */
  hideLabel?: boolean;
  disabled?: boolean;
  /** 'dark' for use on the black header. */
  tone?: 'light' | 'dark';
  className?: string;
};

/** An on/off switch (role="switch", toggled by click, Space or Enter). */
export function Switch({
  checked,
  onChange,
  label,
  hideLabel = false,
  disabled = false,
  tone = 'light',
  className,
}: SwitchProps) {
  return (
    <Field disabled={disabled} className={cx('inline-flex items-center gap-3', className)}>
      <Label className={cx('text-sm', hideLabel && 'sr-only', disabled && 'opacity-50')}>{label}</Label>
      <HeadlessSwitch
        checked={checked}
        onChange={onChange}
        className={cx(
          'group relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full p-0.5 transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2',
          'data-checked:bg-brand-500 data-disabled:cursor-not-allowed data-disabled:opacity-50',
          tone === 'dark'
            ? 'bg-white/25 focus-visible:outline-white'
            : 'bg-surface-muted ring-1 ring-line ring-inset focus-visible:outline-brand-600',
        )}
      >
        <span
          aria-hidden="true"
          className="size-6 translate-x-0 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5 motion-reduce:transition-none"
        />
      </HeadlessSwitch>
    </Field>
  );
}
