import { PRODUCT_NAME } from '@telehealth/schema';
import { Logo } from '@telehealth/ui';

/** What an empty chat says about the service (spec §1): free healthcare for all, through AI, privately. */
export function ChatWelcome() {
  return (
    <section
      aria-label={`About ${PRODUCT_NAME}`}
      className="flex flex-col items-center gap-3 px-6 pt-6 pb-2 text-center"
    >
      <Logo className="size-14" />
      <p className="max-w-xs text-lg font-semibold text-ink">Free healthcare for everyone, powered by AI.</p>
      <p className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-3 py-1 text-xs font-medium text-success">
        <svg viewBox="0 0 20 20" className="size-3.5" aria-hidden="true" fill="currentColor">
          <path d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4Zm-2 6V6a2 2 0 1 1 4 0v2H8Z" />
        </svg>
        Secure &amp; Confidential
      </p>
    </section>
  );
}
