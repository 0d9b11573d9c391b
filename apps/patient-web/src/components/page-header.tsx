import type { ReactNode } from 'react';
import { BackIcon } from './back-icon';

interface PageHeaderProps {
  title: ReactNode;
  onBack: () => void;
  backLabel?: string;
  actions?: ReactNode;
}

/** The spec's sticky black header: back, title, and the screen's own actions on the right. */
export function PageHeader({ title, onBack, backLabel = 'Back', actions }: PageHeaderProps) {
  return (
    <header className="sticky top-0 z-20 bg-header text-white shadow-sm">
      <div className="mx-auto flex h-14 max-w-4xl items-center gap-2 px-2 sm:px-4">
        <button
          type="button"
          onClick={onBack}
          aria-label={backLabel}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <BackIcon />
        </button>
        <h1 className="min-w-0 flex-1 text-lg leading-tight font-semibold break-words">{title}</h1>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
