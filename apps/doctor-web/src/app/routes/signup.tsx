import { SignupScreen } from '../../features/signup/components/signup-screen';

export const Component = SignupScreen;
