import { useEffect } from 'react';
import type { ChatServerMessage } from '@uu/contract/chat';
import { memberSocket } from '@/lib/member-socket';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { refreshMessageLists } from '../api/messages';
import { UNREAD_KEY } from '../api/unread';

/**
 * Keeps the member's socket open while a member is signed in (issue 21): a new message and the unread
 * counts arrive over it and land in the queries the badges and the message centre read, without a
 * reload. The socket reconnects with back-off (lib/member-socket); each time it is ready (the first time
 * too), the counts are read again, for what came before the socket listened: the first read of the counts
 * and the socket's subscription are not one moment.
 */
export function useLiveMessages(): void {
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    const unlisten = memberSocket.listen({
      onMessage: (frame: ChatServerMessage) => {
        if (frame.type !== 'message' && frame.type !== 'unread') return;
        queryClient.setQueryData(UNREAD_KEY, frame.unread);
        void refreshMessageLists();
      },
      onStatus: (status) => {
        if (status === 'ready') void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
      },
    });
    const release = memberSocket.hold();
    return () => {
      release();
      unlisten();
    };
  }, [token]);
}
