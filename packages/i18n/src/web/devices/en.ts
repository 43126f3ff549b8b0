import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const devices: Catalogue<typeof source> = {
  intro: 'These devices are signed in to your account. If you do not recognise one, sign it out and change your login password.',
  thisDevice: 'This device',
  unknown: 'Unknown device',
  lastActive: 'Last active {{time}}',
  signedInAt: 'Signed in {{time}}',
  ip: 'IP {{ip}}',
  signOut: 'Sign out',
  signOutConfirm: 'Sign out "{{device}}"? It will have to sign in again.',
  signedOut: 'The device was signed out',
  signOutOthers: 'Sign out all other devices',
  signOutOthersConfirm: 'Sign out every device except this one?',
  signedOutOthers: '{{count}} devices signed out',
  signedOutOthers_one: '{{count}} device signed out',
  signedOutOthers_other: '{{count}} devices signed out',
  onlyThis: 'Only this device is signed in to your account',
  loadFailed: 'Could not load your devices',
  history: 'Sign-in history',
  kinds: {
    mobile: 'Phone',
    tablet: 'Tablet',
    desktop: 'Computer',
    tv: 'TV',
  },
  clients: {
    android: 'Android app',
    ios: 'iOS app',
    h5: 'Web',
    wx: 'WeChat',
  },
  signIns: {
    intro: 'Sign-ins to your account in the last 90 days, failed attempts included.',
    success: 'Signed in',
    failed: 'Sign-in failed',
    failures: {
      password: 'Wrong password',
      throttled: 'Too many attempts, locked for a while',
      disabled: 'Account disabled',
    },
    noMore: 'No more records',
    loadFailed: 'Could not load the sign-in history',
  },
};

export default devices;
