import { ChatView } from '@/features/chat/components/chat-view';

/** AI chat (tab 1, spec §2): the conversation, streamed answers, the allowance and the history. */
export default function ChatScreen() {
  return <ChatView />;
}
