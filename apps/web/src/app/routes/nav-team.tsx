import { TeamHubView } from '@/features/team/components/team-hub-view';

/** navTeam (spec §2): the team hub. */
export default function NavTeamScreen() {
  return <TeamHubView />;
}
