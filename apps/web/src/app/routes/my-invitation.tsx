import { InvitationView } from '@/features/team/components/invitation-view';

/** myInvitation (spec §2 "share"): the invitation code, link and share posters. */
export default function MyInvitationScreen() {
  return <InvitationView />;
}
