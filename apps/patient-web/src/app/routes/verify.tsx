import { VerificationScreen } from '../../features/verification/components/verification-screen';

export default function VerifyRoute() {
  return <VerificationScreen />;
}
