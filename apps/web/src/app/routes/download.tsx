import { DownloadListView } from '@/features/versions/components/download-list-view';

/** downloadProgress/download (spec §2): download links and QR codes per platform, and installing the web app. */
export default function DownloadScreen() {
  return <DownloadListView />;
}

// The start-up tasks ride in this page's chunk (see app/after-start.ts).
export { afterStart } from '../after-start';
