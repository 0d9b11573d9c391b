import type { ReactNode } from 'react';

/** A full-height page: the header stays on top, the content scrolls under it. */
export function Screen({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col bg-canvas">
      {header}
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-5 sm:px-6">{children}</main>
    </div>
  );
}
