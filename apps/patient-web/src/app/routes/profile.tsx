import { ProfilesScreen } from '../../features/profiles/components/profiles-screen';

export default function ProfileRoute() {
  return <ProfilesScreen />;
}
