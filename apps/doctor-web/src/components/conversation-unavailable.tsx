import { Link } from 'react-router';
import { buttonClasses } from '@telehealth/ui';

interface ConversationUnavailableProps {
  /** 'Conversation not found', or why else it cannot be shown. */
  text: string;
  back: { to: string; label: string };
}

/** A conversation that is missing or not this doctor's, with the way back the spec gives each screen. */
export function ConversationUnavailable({ text, back }: ConversationUnavailableProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p role="alert" className="text-lg font-semibold">
        {text}
      </p>
      <Link to={back.to} className={buttonClasses({ variant: 'primary' })}>
        {back.label}
      </Link>
    </main>
  );
}
