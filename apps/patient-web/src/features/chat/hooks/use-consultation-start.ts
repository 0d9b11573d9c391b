import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getActiveConversationId, setActiveConversationId } from '../../../lib/active-conversation';
import {
  getSelectedConversationId,
  setSelectedConversationId,
  takeReturnFlag,
} from '../../../lib/consultation-storage';
import { isStaleIdentityError, resetStaleIdentity } from '../../../lib/stale-identity';
import { conversationQueryOptions } from '../api/get-conversation';
import { messagesQueryOptions } from '../api/get-messages';

interface StartOptions {
  userId: string | null;
  deviceId: string;
  startNew: () => void;
}

/**
 * The chat's start-up (spec §4), once the device user is known:
 * 1. back from the doctors list, profile, documents or settings with the return flag → reopen the stored
 *    conversation (a 401/403 means a stale identity: reset it; any other failure → a new one);
 * 2. a conversation already active on this page → keep it;
 * 3. otherwise → forget the stored id and start a fresh AI doctor consultation.
 */
export function useConsultationStart({ userId, deviceId, startNew }: StartOptions): void {
  const queryClient = useQueryClient();
  const started = useRef(false);
  const startNewRef = useRef(startNew);
  useEffect(() => {
    startNewRef.current = startNew;
  });

  useEffect(() => {
    if (!userId || started.current) return;
    started.current = true;

    const run = async () => {
      const stored = getSelectedConversationId();
      if (takeReturnFlag() && stored) {
        try {
          // Always from the server: messages may have arrived while another consultation was open.
          await Promise.all([
            queryClient.fetchQuery({ ...conversationQueryOptions(stored, deviceId), staleTime: 0 }),
            queryClient.fetchQuery({ ...messagesQueryOptions(stored, deviceId), staleTime: 0 }),
          ]);
          setActiveConversationId(stored);
          return;
        } catch (err) {
          if (isStaleIdentityError(err)) {
            resetStaleIdentity(err);
            return;
          }
          console.error('Could not reopen the consultation; starting a new one', err);
        }
      } else if (getActiveConversationId()) {
        return;
      }
      setActiveConversationId(null);
      setSelectedConversationId(null);
      startNewRef.current();
    };
    void run();
  }, [userId, deviceId, queryClient]);
}
