import { MessageCentre } from '@/features/messages/components/message-centre';

/** messageCentre (issue 21): the member's messages by category, each opening what it reports. */
export default function MessageCentreScreen() {
  return <MessageCentre />;
}
