// `npm run bench:team -w @uu/bench` (after `npm run build`): the team bench alone; `npm run bench` runs it with the others.
import { signedInMember } from './lib/member';
import { startApi } from './lib/processes';
import { teamBench } from './lib/team';
import { BENCH_OPERATOR_KEY } from './lib/wallet';

export async function teamRun() {
  const api = await startApi({ OPERATOR_API_KEY: BENCH_OPERATOR_KEY });
  try {
    await teamBench(api, await signedInMember(api.url, api.dataDir), BENCH_OPERATOR_KEY, Number(process.env.BENCH_TEAM_SIZE ?? 100_000));
  } finally {
    await api.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  teamRun().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
