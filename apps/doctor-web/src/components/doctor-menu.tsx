import { Link } from 'react-router';
import { Menu, type MenuEntry, type MenuLinkProps } from '@telehealth/ui';
import { useLogout } from '../hooks/use-logout';

function RouterLink({ href, ...rest }: MenuLinkProps) {
  return <Link to={href} {...rest} />;
}

interface DoctorMenuProps {
  /** Shown as 'Clinical Management' when the screen offers it (spec §2). */
  clinicalConversationId?: string;
}

/** The header menu of the doctor's screens: Clinical Management (where offered), Profile, Logout. */
export function DoctorMenu({ clinicalConversationId }: DoctorMenuProps) {
  const logout = useLogout();
  const items: MenuEntry[] = [
    ...(clinicalConversationId
      ? [{ label: 'Clinical Management', href: `/doctor/clinical/${clinicalConversationId}` }]
      : []),
    { label: 'Profile', href: '/doctor/profile' },
    { label: 'Logout', onSelect: () => void logout(), destructive: true },
  ];
  return <Menu items={items} tone="dark" linkComponent={RouterLink} />;
}
