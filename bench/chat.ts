// `npm run bench:chat -w @uu/bench` (after `npm run build`): the built-in assistant's lines alone; `npm run bench` runs them with the others.
import { builtinAssistantBench, intentAccuracyLine } from './lib/chat';
import { startApi } from './lib/processes';

export async function chatRun() {
  console.log(intentAccuracyLine());
  // No AI_BASE_URL: the built-in assistant answers. Every member may ask far more than the bench does.
  const api = await startApi({ CHAT_DAILY_QUESTIONS: '10000,10000,10000,10000,10000,10000', CODES_PER_IP_PER_DAY: '1000000' });
  try {
    await builtinAssistantBench(api);
  } finally {
    await api.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  chatRun().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
