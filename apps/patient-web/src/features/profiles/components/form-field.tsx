import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const inputClasses =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-muted focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  hint?: ReactNode;
  onValueChange: (value: string) => void;
}

/** A labelled text input with an optional hint tied to it for screen readers. */
export function FormField({ label, hint, onValueChange, required, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        required={required}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        className={inputClasses}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
