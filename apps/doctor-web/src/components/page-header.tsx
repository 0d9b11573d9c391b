import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  /** Where the back button goes, and what it says to a screen reader. */
  back?: { to: string; label: string };
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons and the menu, on the right. */
  actions?: ReactNode;
}

/** The sticky dark header every doctor screen opens with. A long name wraps rather than being cut short. */
export function PageHeader({ back, title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="sticky top-0 z-30 bg-header text-white shadow-sm">
      <div className="mx-auto flex min-h-16 max-w-7xl items-center gap-2 px-2 py-2 sm:px-4">
        {back ? (
          <Link
            to={back.to}
            aria-label={back.label}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
              <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
            </svg>
          </Link>
        ) : null}
        <div className="min-w-0 flex-1 px-1">
          <h1 className="text-base leading-6 font-semibold break-words sm:text-lg">{title}</h1>
          {subtitle ? <p className="text-xs break-words text-white/70 sm:text-sm">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-1 sm:gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
