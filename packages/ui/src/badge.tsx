import type { HTMLAttributes } from 'react';
import { cx } from './class-names';

export type BadgeVariant = 'neutral' | 'brand' | 'success' | 'warning' | 'destructive' | 'outline';

const variantClasses: Record<BadgeVariant, string> = {
  neutral: 'bg-surface-muted text-ink',
  brand: 'bg-brand-100 text-brand-800',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  destructive: 'bg-danger-soft text-danger',
  outline: 'border border-line bg-transparent text-ink-muted',
};

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  variant?: BadgeVariant;
};

/** A short status or category label: 'Active', 'Issued', a diagnosis name. */
export function Badge({ variant = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cx(
        // Long labels (a diagnosis) wrap rather than being cut short; one line still reads as a pill.
        'inline-flex max-w-full items-center rounded-2xl px-2.5 py-0.5 text-xs font-medium break-words',
        variantClasses[variant],
        className,
      )}
      {...rest}
    />
  );
}
