// The live channel of portal messages (decision 0354): one EventSource per page, on the customer's
// (/api/client-portal/threads/live) or the firm's (/api/client-portal/inbox/live) stream. An event names a thread
// and a message only; the queries re-read them through the API. On every (re)connect the queries
// are re-read too, so nothing sent while the connection was down is missed. The browser reconnects
// by itself (the server asks for 2 s).
import { useEffect, useState } from 'react';
import { useInvalidateMessages } from './messages-api';

export type StreamState = 'connecting' | 'open' | 'down';

export function usePortalStream(side: 'customer' | 'firm'): StreamState {
  const invalidate = useInvalidateMessages();
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(side === 'customer' ? '/api/client-portal/threads/live' : '/api/client-portal/inbox/live', { withCredentials: true });
    let opened = false;
    source.onopen = () => {
      setState('open');
      // A reconnect: what arrived meanwhile is read again.
      if (opened) void invalidate();
      opened = true;
    };
    source.onmessage = () => void invalidate();
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'down' : 'connecting');
    return () => source.close();
  }, [side, invalidate]);
  return state;
}
