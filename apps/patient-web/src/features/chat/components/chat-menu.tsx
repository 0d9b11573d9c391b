import { useNavigate } from 'react-router';
import { Menu, toast } from '@telehealth/ui';
import { setReturnFlag } from '../../../lib/consultation-storage';

/** The header menu (accessible name "Menu"): My Profile, Voice Mode, Doctors, Documents, Settings. */
export default function ChatMenu({ hasActiveConversation }: { hasActiveConversation: boolean }) {
  const navigate = useNavigate();
  return (
    <Menu
      label="Menu"
      tone="dark"
      items={[
        {
          label: 'My Profile',
          onSelect: () => {
            // Come back to this consultation, not a new one, after editing profiles.
            if (hasActiveConversation) setReturnFlag();
            void navigate('/profile');
          },
        },
        {
          label: 'Voice Mode',
          onSelect: () => toast({ title: 'Voice Mode', description: 'Voice consultations are coming soon.' }),
        },
        { label: 'Doctors', onSelect: () => void navigate('/doctors') },
        { label: 'Documents', onSelect: () => void navigate('/documents') },
        { label: 'Settings', onSelect: () => void navigate('/settings') },
      ]}
    />
  );
}
