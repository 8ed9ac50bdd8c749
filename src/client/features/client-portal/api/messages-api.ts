// Portal messages through the typed API client (issue 35 point 2, decisions 0352–0353): the
// customer's threads (/api/client-portal/threads) and the firm's inbox (/api/client-portal/inbox). Every write
// invalidates the messages and the dashboard (its unread figure); the live stream (use-portal-stream)
// invalidates them when a message arrives.
import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ATTACHMENT_BODY_FIELD, type InboxQuery, type NewMessageBody, type NewThreadBody, type ThreadUpdateBody } from '@shared/client-portal/client-portal.schemas';
import { api, unwrap } from '@client/lib/api-client';
import { liveQueryOptions } from '@client/lib/live-query';
import { uploadWithProgress } from '@client/lib/upload';
import { portalKeys } from './portal-api';

export const messageKeys = {
  all: ['portal', 'messages'] as const,
  own: (q: string) => ['portal', 'messages', 'own', q] as const,
  ownThread: (id: string) => ['portal', 'messages', 'own-thread', id] as const,
  inbox: (query: InboxQuery) => ['portal', 'messages', 'inbox', query] as const,
  inboxThread: (id: string) => ['portal', 'messages', 'inbox-thread', id] as const,
};

const path = (id: string) => ({ params: { path: { id } } });

export function useOwnThreads(q = '') {
  return useQuery({
    queryKey: messageKeys.own(q),
    queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/threads', { params: { query: q ? { q } : {} }, signal })),
    placeholderData: keepPreviousData,
    ...liveQueryOptions,
  });
}

export function useOwnThread(id: string | null) {
  return useQuery({ queryKey: messageKeys.ownThread(id ?? ''), queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/threads/{id}', { ...path(id!), signal })), enabled: !!id, retry: false, ...liveQueryOptions });
}

export function useInbox(query: InboxQuery) {
  return useQuery({
    queryKey: messageKeys.inbox(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/inbox', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useInboxThread(id: string | null) {
  return useQuery({ queryKey: messageKeys.inboxThread(id ?? ''), queryFn: ({ signal }) => unwrap(api.GET('/api/client-portal/inbox/{id}', { ...path(id!), signal })), enabled: !!id, retry: false });
}

/** Re-reads every message query and the dashboard (its unread figure). */
export function useInvalidateMessages() {
  const queryClient = useQueryClient();
  return useCallback(() => Promise.all([queryClient.invalidateQueries({ queryKey: messageKeys.all }), queryClient.invalidateQueries({ queryKey: portalKeys.overview })]), [queryClient]);
}

function useMessagesMutation<T, R>(fn: (input: T) => Promise<R>) {
  const invalidate = useInvalidateMessages();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidate() });
}

export const useStartThread = () => useMessagesMutation((body: NewThreadBody) => unwrap(api.POST('/api/client-portal/threads', { body })));
/** What the compose box sends: a text, and optionally one file (then the text may be empty). */
export interface Reply {
  body: string;
  file?: File | null;
}

/** A reply with a file goes as multipart to the thread's attachments route (the file into the vault, decision 0366). */
function sendReply(base: '/api/client-portal/threads' | '/api/client-portal/inbox', id: string, reply: Reply, json: (body: NewMessageBody) => Promise<{ id: string }>) {
  if (!reply.file) return json({ body: reply.body });
  const form = new FormData();
  form.append(ATTACHMENT_BODY_FIELD, reply.body);
  form.append('file', reply.file, reply.file.name);
  const noProgress = () => undefined;
  return base === '/api/client-portal/threads'
    ? uploadWithProgress('/api/client-portal/threads/{id}/attachments', form, noProgress, { id })
    : uploadWithProgress('/api/client-portal/inbox/{id}/attachments', form, noProgress, { id });
}

/** Where a message's attachment downloads from, on the reader's side. */
export const attachmentUrl = (side: 'customer' | 'firm', threadId: string, documentId: string) =>
  `${side === 'customer' ? '/api/client-portal/threads' : '/api/client-portal/inbox'}/${encodeURIComponent(threadId)}/attachments/${encodeURIComponent(documentId)}`;

export const useReplyAsCustomer = (id: string) =>
  useMessagesMutation((reply: Reply) => sendReply('/api/client-portal/threads', id, reply, (body) => unwrap(api.POST('/api/client-portal/threads/{id}/messages', { ...path(id), body }))));
export const useReadOwnThread = (id: string) => useMessagesMutation(() => unwrap(api.POST('/api/client-portal/threads/{id}/read', path(id))));
export const useReplyAsFirm = (id: string) =>
  useMessagesMutation((reply: Reply) => sendReply('/api/client-portal/inbox', id, reply, (body) => unwrap(api.POST('/api/client-portal/inbox/{id}/messages', { ...path(id), body }))));
export const useReadInboxThread = (id: string) => useMessagesMutation(() => unwrap(api.POST('/api/client-portal/inbox/{id}/read', path(id))));
export const useUpdateInboxThread = (id: string) => useMessagesMutation((body: ThreadUpdateBody) => unwrap(api.PATCH('/api/client-portal/inbox/{id}', { ...path(id), body })));
