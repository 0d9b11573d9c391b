import { ProfileScreen } from '../../features/profile/components/profile-screen';

export const Component = ProfileScreen;
