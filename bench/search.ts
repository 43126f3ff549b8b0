// `npm run bench:search -w @uu/bench` (after `npm run build`): the catalogue search bench alone; `npm run bench` runs it with the others.
import { startApi } from './lib/processes';
import { searchBench } from './lib/search';
import { BENCH_OPERATOR_KEY } from './lib/wallet';

export async function searchRun() {
  const api = await startApi({ OPERATOR_API_KEY: BENCH_OPERATOR_KEY });
  try {
    await searchBench(api, BENCH_OPERATOR_KEY, Number(process.env.BENCH_SEARCH_SIZE ?? 10_000));
  } finally {
    await api.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  searchRun().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
