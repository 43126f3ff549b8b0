import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const versions: Catalogue<typeof source> = {
  platforms: {
    '1': 'Android',
    '2': 'iOS',
    '3': 'Web app (H5)',
    '4': 'WeChat mini program',
  },
  prompt: {
    optionalTitle: 'Version {{version}} is available',
    forcedTitle: 'Please update to {{version}}',
    forcedNote: 'This version is no longer supported. Update to keep using the app.',
    update: 'Update now',
    later: 'Later',
  },
  download: {
    latest: 'Latest version {{version}}',
    releasedAt: 'Released {{date}}',
    notes: "What's new",
    none: 'Not released yet',
    get: 'Download',
    open: 'Open',
    withProgress: 'Download with progress',
    qr: '{{platform}} download QR code',
    scan: 'Scan the QR code with your phone',
    current: 'Your version {{version}}',
    reload: 'Reload to update',
  },
  install: {
    title: 'Add to home screen',
    button: 'Install on home screen',
    installed: 'Installed: open it from your home screen.',
    accepted: 'Installing…',
    dismissed: 'Installation cancelled. You can try again any time.',
    ios: 'In Safari, tap the Share button below, then "Add to Home Screen".',
    other: 'In your browser menu, choose "Install app" or "Add to home screen".',
  },
  progress: {
    start: 'Start download',
    cancel: 'Cancel',
    retry: 'Retry',
    save: 'Save again',
    downloading: 'Downloading…',
    received: '{{received}} of {{total}}',
    receivedUnknown: '{{received}} downloaded',
    done: 'Download complete. The file was saved.',
    cancelled: 'Download cancelled.',
    failed: 'Download failed: {{reason}}',
    httpError: 'the server answered {{status}}',
    network: 'network error',
    external: 'This file is hosted elsewhere and downloads in your browser.',
    noFile: 'No file to download for this platform yet.',
    toList: 'All platforms',
  },
};

export default versions;
