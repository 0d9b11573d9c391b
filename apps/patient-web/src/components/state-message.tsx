import type { ReactNode } from 'react';

/** Loading, empty and error states: a calm centred message. */
export function StateMessage({
  title,
  children,
  role,
}: {
  title: ReactNode;
  children?: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <div role={role} className="flex flex-col items-center justify-center gap-2 px-4 py-16 text-center">
      <p className="text-base font-medium text-ink">{title}</p>
      {children ? <div className="max-w-sm text-sm text-ink-muted">{children}</div> : null}
    </div>
  );
}
