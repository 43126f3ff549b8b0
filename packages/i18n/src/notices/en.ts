import type { Catalogue } from '../types';
import type source from './zh-Hant';

const notices: Catalogue<typeof source> = {
  appName: 'UU Share',
  codeSubject: '{{app}} verification code: {{code}}',
  codeBody: 'Your verification code is {{code}}. It is valid for {{minutes}} minutes, to {{purpose}}. Never tell it to anyone.',
  newDeviceSubject: '{{app}}: a new device signed in',
  newDeviceBody:
    'Your account {{account}} was signed in on a new device at {{time}}: {{device}}, IP address {{ip}}{{place}}. If this was you, there is nothing to do. If not, sign it out now in Settings › Devices and change your login password.',
  newDevicePlace: ' ({{country}})',
  unknownDevice: 'unknown device',
  purpose: {
    register: 'create your account',
    reset: 'reset your password',
    pay: 'set your payment password or confirm a change to your account',
    bind: 'bind a new email or phone number',
  },
};

export default notices;
