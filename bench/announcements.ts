// `npm run bench:announcements -w @uu/bench` (after `npm run build`): the announcements bench alone; `npm run bench` runs it with the others.
import { announcementsBench } from './lib/announcements';
import { signedInMember } from './lib/member';
import { startApi } from './lib/processes';
import { BENCH_OPERATOR_KEY } from './lib/wallet';

export async function announcementsRun() {
  const api = await startApi({ OPERATOR_API_KEY: BENCH_OPERATOR_KEY });
  try {
    const token = await signedInMember(api.url, api.dataDir);
    await announcementsBench(api, token, BENCH_OPERATOR_KEY, Number(process.env.BENCH_ANNOUNCEMENT_MEMBERS ?? 100_000));
  } finally {
    await api.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  announcementsRun().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
