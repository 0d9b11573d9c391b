import { Link } from 'react-router';
import { buttonClasses } from '@telehealth/ui';

export function Component() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <p className="text-sm font-medium text-danger">404</p>
        <h1 className="mt-1 text-2xl font-semibold">Page Not Found</h1>
        <p className="mt-3 text-sm text-ink-muted">
          Did you forget to add the page to the router? Every screen needs a route in{' '}
          <code className="rounded bg-surface-muted px-1 py-0.5 font-mono text-xs">src/app/router.tsx</code>.
        </p>
        <Link to="/doctor/waiting-room" className={buttonClasses({ variant: 'secondary', className: 'mt-5' })}>
          Go to the waiting room
        </Link>
      </div>
    </main>
  );
}
