import type { ReactNode } from 'react';
import { cx } from '@telehealth/ui';

interface CallLinkProps {
  /** The number as dialled, digits only: '000', '131114'. */
  number: string;
  children: ReactNode;
  className?: string;
}

/** A tap-to-call button: on a phone it opens the dialler with the number filled in. */
export function CallLink({ number, children, className }: CallLinkProps) {
  return (
    <a
      href={`tel:${number}`}
      className={cx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-base font-semibold',
        'focus-visible:outline-2 focus-visible:outline-offset-2',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
        <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z" />
      </svg>
      {children}
    </a>
  );
}
