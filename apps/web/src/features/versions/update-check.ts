import { Platform } from '@uu/contract/headers';
import { session } from '@/lib/session';
import { getNewVersion } from './api/get-new-version';
import { showUpdatePrompt, type RouteWatch } from './components/update-prompt';
import { updatePromptFor } from './utils/update-rules';

export type { RouteWatch };

/**
 * The start-up check (after the first paint, app/after-start.ts): asks getNewVersion for h5 and
 * this client's version, and shows the prompt when there is something to say.
 * A failed check shows nothing: the member did not ask for it.
 */
export async function checkForUpdate(route: RouteWatch): Promise<void> {
  let answer;
  try {
    answer = await getNewVersion(Platform.h5, { silent: true });
  } catch {
    return;
  }
  const prompt = updatePromptFor(answer, session.get().optionalUpdates);
  if (!prompt) return;
  showUpdatePrompt(prompt, route);
}
