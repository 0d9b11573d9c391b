import { Logo, buttonClasses } from '@telehealth/ui';
import { AppLink } from '../../components/app-link';

/**
 * A mistyped or outdated address, in words a patient understands. (The doctor app keeps the
 * spec's developer hint about the router; patients are not the ones who could act on it.)
 */
export default function NotFoundRoute() {
  return (
    <main className="flex min-h-full items-center justify-center bg-canvas p-6">
      <div className="flex w-full max-w-md flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-6 text-center shadow-sm">
        <Logo className="size-12" />
        <h1 className="text-2xl font-bold text-ink">Page Not Found</h1>
        <p className="text-sm text-ink-muted">
          We couldn’t find this page. The link may be mistyped or out of date. Your consultations and documents are
          safe.
        </p>
        <AppLink to="/" className={buttonClasses({ className: 'mt-3' })}>
          Back to chat
        </AppLink>
      </div>
    </main>
  );
}
