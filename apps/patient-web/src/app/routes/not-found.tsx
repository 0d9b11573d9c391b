import { Link } from 'react-router';
import { buttonClasses } from '@telehealth/ui';

export default function NotFoundRoute() {
  return (
    <main className="flex min-h-full items-center justify-center bg-canvas p-6">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <svg viewBox="0 0 24 24" className="size-8 text-danger" aria-hidden="true">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <h1 className="text-2xl font-bold text-ink">Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-ink-muted">Did you forget to add the page to the router?</p>
        <Link to="/" className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
          Back to chat
        </Link>
      </div>
    </main>
  );
}
