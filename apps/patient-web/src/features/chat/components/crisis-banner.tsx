import { CallLink } from './call-link';

/** Crisis support that stays above the chat: the numbers to call, each a tap away. */
export function CrisisBanner({ announce }: { announce: boolean }) {
  return (
    <section
      role={announce ? 'alert' : 'region'}
      aria-label="Support right now"
      className="shrink-0 border-b-4 border-brand-950 bg-brand-800 px-4 py-3 text-white"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-2">
        <p className="text-base font-bold">You don't have to go through this alone. Help is there right now.</p>
        <div className="flex flex-wrap gap-2">
          <CallLink number="131114" className="bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-white">
            Lifeline 13 11 14
          </CallLink>
          <CallLink
            number="000"
            className="border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white"
          >
            Call 000
          </CallLink>
        </div>
        <p className="text-sm">
          Call 000 if anyone is in immediate danger. Up to 25?{' '}
          <a href="tel:1800551800" className="font-semibold underline underline-offset-2">
            Kids Helpline 1800 55 1800
          </a>
          .
        </p>
      </div>
    </section>
  );
}
