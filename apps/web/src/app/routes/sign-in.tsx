import { CheckInView } from '@/features/check-in/components/check-in-view';

/** signIn (spec §2): the daily check-in with its calendar and streak rewards. */
export default function SignInScreen() {
  return <CheckInView />;
}
