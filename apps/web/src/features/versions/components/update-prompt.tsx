import { Dialog } from 'antd-mobile';
import '@/lib/antd-render';
import { showModal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { i18n } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { session } from '@/lib/session';
import '../catalogue';
import { withOffered, type UpdatePrompt } from '../utils/update-rules';
import styles from './versions.module.css';

/** Where the member is, and a way to hear when that changes (the app's router). */
export type RouteWatch = { path(): string; subscribe(listener: () => void): () => void };

/** Where a forced prompt steps aside: the pages that get the member the new version. */
const DOWNLOAD_PAGES: readonly string[] = [paths.download.path, paths.downloadProgress.path];

function Notes({ notes, forced }: { notes: string; forced: boolean }) {
  return (
    <div className={styles.promptNotes} data-testid={forced ? 'update-forced' : 'update-optional'}>
      {forced && <p className={styles.forcedNote}>{i18n.t('versions.prompt.forcedNote')}</p>}
      {notes && <p className={styles.notesText}>{notes}</p>}
    </div>
  );
}

/** Shows the prompt `updatePromptFor` chose. For a forced one, answers how to stop watching (tests). */
export function showUpdatePrompt(prompt: UpdatePrompt, route: RouteWatch): (() => void) | undefined {
  if (prompt.kind === 'optional') {
    void showOptional(prompt);
    return undefined;
  }
  return showForced(prompt, route);
}

/** Once per version (spec §3 `optionalUpdates`): remembered as soon as it is shown, whatever the answer. */
async function showOptional(prompt: UpdatePrompt): Promise<void> {
  session.set('optionalUpdates', withOffered(session.get().optionalUpdates, prompt.version));
  const update = await showModal({
    title: i18n.t('versions.prompt.optionalTitle', { version: prompt.version }),
    content: <Notes notes={prompt.notes} forced={false} />,
    confirmText: i18n.t('versions.prompt.update'),
    cancelText: i18n.t('versions.prompt.later'),
  });
  if (update) void navigateTo(paths.download.getHref());
}

/**
 * A forced update cannot be dismissed: no cancel, no mask tap. Its one button opens the download
 * page; the prompt steps aside on the download pages and comes back on any other page.
 */
function showForced(prompt: UpdatePrompt, route: RouteWatch): () => void {
  let dialog: { close(): void } | null = null;
  const sync = () => {
    const onDownloadPage = DOWNLOAD_PAGES.includes(route.path());
    if (onDownloadPage && dialog) {
      dialog.close();
      dialog = null;
    } else if (!onDownloadPage && !dialog) {
      dialog = Dialog.show({
        title: i18n.t('versions.prompt.forcedTitle', { version: prompt.version }),
        content: <Notes notes={prompt.notes} forced />,
        closeOnAction: false,
        closeOnMaskClick: false,
        actions: [
          {
            key: 'update',
            text: i18n.t('versions.prompt.update'),
            bold: true,
            onClick: () => void navigateTo(paths.download.getHref()),
          },
        ],
      });
    }
  };
  sync();
  const stop = route.subscribe(sync);
  return () => {
    stop();
    dialog?.close();
  };
}
