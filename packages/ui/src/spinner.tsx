import { cx } from './class-names';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizeClasses: Record<SpinnerSize, string> = {
  sm: 'size-4 border-2',
  md: 'size-5 border-2',
  lg: 'size-8 border-[3px]',
};

export type SpinnerProps = {
  size?: SpinnerSize;
  /**
   * When set, the spinner is announced as a status with this text (e.g. 'Loading documents...').
   * Without it the spinner is decorative: whatever contains it must say what is happening.
   */
  label?: string;
  className?: string;
};

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
        sizeClasses[size],
        className,
      )}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
