import type account from './zh-Hant';

/** The console's texts of an operator's own account and its security (en). */
const en: typeof account = {
  nav: 'My account',
  title: 'My account',
  profile: 'Account',
  twoFactor: {
    title: 'Two-step verification',
    on: 'On',
    off: 'Off',
    since: 'On since {{time}}',
    codesLeft: 'Recovery codes left: {{count}}',
    required: 'Your role must use two-step verification',
    intro:
      'Besides the password, signing in asks for the 6-digit code of an authenticator app (Google Authenticator, Microsoft Authenticator…).',
    start: 'Set up two-step verification',
    scan: 'Scan the QR code with your authenticator app, or type the key below:',
    secret: 'Key',
    code: 'Code',
    codeHint: 'Enter the 6-digit code the app shows to finish',
    confirm: 'Turn on',
    codesTitle: 'Keep your recovery codes',
    codesIntro: 'If you lose your phone, sign in with a recovery code instead of a code; each works once. They are shown only this time.',
    copy: 'Copy the codes',
    copied: 'Copied',
    done: 'I have kept them, continue',
    mustTitle: 'Set up two-step verification first',
    mustIntro: 'An admin requires two-step verification for your role: set it up to use the console.',
  },
  signInStep: {
    title: 'Two-step verification',
    intro: 'Enter the 6-digit code of your authenticator app, or a recovery code.',
    code: 'Code or recovery code',
    submit: 'Verify',
    back: 'Back to sign-in',
  },
  sessions: {
    title: 'Sessions',
    started: 'Signed in',
    lastSeen: 'Last active',
    ip: 'IP address',
    device: 'Device',
    current: 'This one',
    end: 'End',
    endAll: 'End all sessions',
    endConfirm: 'End this session? That device is signed out at once.',
    endAllConfirm: "End all of {{name}}'s sessions? Every device is signed out at once.",
    ended: 'Ended',
    none: 'No open sessions',
  },
  history: {
    title: 'Sign-in history',
    at: 'Time',
    result: 'Result',
    results: { success: 'Success', wrongPassword: 'Wrong password', wrongCode: 'Wrong code', locked: 'Locked' },
  },
  operator: {
    activity: 'Security',
    title: "{{name}}'s security and history",
    reset: 'Reset two-step verification',
    resetConfirm:
      "Reset {{name}}'s two-step verification? Their recovery codes stop working, every session ends, and they set it up again at the next sign-in.",
    resetDone: 'Two-step verification reset',
    twoFactorTag: '2-step',
  },
  security: {
    title: 'Console sign-in security',
    idle: 'Idle time-out (minutes)',
    idleHint: 'The console signs out after this long without use (5 to 720 minutes); a sign-in lasts 12 hours at most.',
    roles: 'Roles that must use two-step verification',
    rolesHint: 'Accounts of these roles cannot use the console until they set it up.',
  },
};

export default en;
