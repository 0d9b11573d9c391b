import { CallLink } from './call-link';

/** What to do until help arrives: short, and safe for any emergency. */
const WHILE_YOU_WAIT = [
  "Stay where you are and don't drive yourself.",
  'If you can, unlock the door and ask someone to stay with you.',
  'Keep your phone on and nearby: the ambulance may call back.',
  'Have your medicines, or a list of them, ready for the paramedics.',
] as const;

/**
 * The emergency advice, kept above the chat (not a bubble that scrolls away), with a tap-to-call
 * button. Announced as an alert the first time it appears.
 */
export function EmergencyBanner({ announce }: { announce: boolean }) {
  return (
    <section
      role={announce ? 'alert' : 'region'}
      aria-label="Emergency"
      className="shrink-0 border-b-4 border-danger-strong bg-danger px-4 py-2.5 text-white"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-base font-bold">This could be an emergency. Call 000 now.</p>
          <CallLink
            number="000"
            className="bg-white text-danger-strong hover:bg-danger-soft focus-visible:outline-white"
          >
            Call 000
          </CallLink>
        </div>
        {/* Open when it first appears; shown again later, it folds away to leave room for the chat. */}
        <details open={announce} className="text-sm">
          <summary className="cursor-pointer font-semibold">What to do while you wait</summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {WHILE_YOU_WAIT.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </details>
      </div>
    </section>
  );
}
