import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Avatar, ProductBrand } from '@telehealth/ui';
import type { AssignedDoctor } from '@telehealth/schema';
import { BackIcon } from '../../../components/back-icon';
import { MenuButtonPlaceholder } from './menu-button-placeholder';

// The menu brings Headless UI and its positioning code; the chat's first paint does not need them.
const ChatMenu = lazy(() => import('./chat-menu'));
import { doctorShortName } from './doctor-name';

interface ChatHeaderProps {
  doctor: AssignedDoctor | null | undefined;
  onNewConsultation: () => void;
  creating: boolean;
  hasActiveConversation: boolean;
}

/** Sticky black header: back to the doctors list, who the patient is talking to, New, and the menu. */
export function ChatHeader({ doctor, onNewConsultation, creating, hasActiveConversation }: ChatHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-20 bg-header text-white shadow-sm">
      <div className="mx-auto flex h-14 max-w-4xl items-center gap-2 px-2 sm:px-4">
        <button
          type="button"
          onClick={() => void navigate('/doctors')}
          aria-label="Back to conversations"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <BackIcon />
        </button>
        <div className="flex min-w-0 flex-1 items-center gap-2">
          {doctor ? (
            <>
              <Avatar avatarNumber={doctor.avatarNumber} size="sm" label={doctor.fullName} />
              <h1 className="min-w-0 text-base leading-tight font-semibold break-words">
                {doctorShortName(doctor.fullName)}
              </h1>
            </>
          ) : (
            <h1 className="flex min-w-0 items-center text-base">
              <ProductBrand />
            </h1>
          )}
        </div>
        <button
          type="button"
          onClick={onNewConsultation}
          disabled={creating}
          className="inline-flex h-9 shrink-0 items-center gap-1 rounded-full border border-white/30 px-3 text-sm font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-50"
        >
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
            <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
          </svg>
          New
        </button>
        <Suspense fallback={<MenuButtonPlaceholder />}>
          <ChatMenu hasActiveConversation={hasActiveConversation} />
        </Suspense>
      </div>
    </header>
  );
}
