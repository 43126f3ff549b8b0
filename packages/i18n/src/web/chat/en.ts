import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const chat: Catalogue<typeof source> = {
  welcomeTitle: "Hello, I'm the AI assistant",
  welcome: 'Ask me about points, the wallet, the mall or the platform’s rules.',
  question: 'My question',
  answer: 'AI answer',
  builtin: 'Built-in assistant',
  builtinHint: 'No AI model is configured: the built-in assistant answers from the platform’s guide and agreements',
  thinking: 'Thinking…',
  placeholder: 'Type your question…',
  placeholderUsedUp: 'No questions left today',
  send: 'Send',
  stop: 'Stop',
  retry: 'Ask again',
  stopped: 'Answer stopped',
  failed: 'The answer failed; the question was given back',
  connectionLost: 'Connection lost; the answer is incomplete',
  connecting: 'Connecting…',
  reconnecting: 'Disconnected, reconnecting…',
  remaining: 'Questions left today',
  packageDays: 'Package',
  days: '{{days}} days left',
  noPackage: 'None',
  usedUpTitle: 'No questions left today',
  usedUpCheckIn: 'Check in for 1 more question today, or buy a chat package for more.',
  usedUpSigned: 'You checked in today. Buy a chat package for more questions, or come back tomorrow.',
  checkIn: 'Check in',
  buyPackage: 'Buy a package',
  clear: 'Clear history',
  clearConfirm: 'Delete your whole chat history? This cannot be undone.',
  cleared: 'Chat history cleared',
  loadingOlder: 'Loading earlier messages…',
  noOlder: 'No earlier messages',
  loadFailed: 'The chat history could not be loaded',
};

export default chat;
