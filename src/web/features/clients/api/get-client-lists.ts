import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ClientNoteView,
  ClientPackageView,
  ClientSessionView,
  Paged,
} from '../../../../domain/clients/client-view';
import { apiRequest } from '../../../lib/api-client';
import { clientKey } from './keys';

// A client's three paged lists (sessions, packages, notes): one fetcher shape, one hook each.

export type ClientListName = 'sessions' | 'cancelled-sessions' | 'packages' | 'notes';

function path(id: string, list: ClientListName, page: number): string {
  const base = `/clients/${encodeURIComponent(id)}`;
  if (list === 'cancelled-sessions') return `${base}/sessions?cancelled=true&page=${page}`;
  return `${base}/${list}?page=${page}`;
}

export const clientListKey = (id: string, list: ClientListName, page?: number) =>
  page === undefined ? [...clientKey(id), list] : [...clientKey(id), list, page];

export function getClientList<T>(id: string, list: ClientListName, page: number, signal?: AbortSignal) {
  return apiRequest<Paged<T>>(path(id, list, page), { signal });
}

function useClientList<T>(id: string, list: ClientListName, page: number) {
  return useQuery({
    queryKey: clientListKey(id, list, page),
    queryFn: ({ signal }) => getClientList<T>(id, list, page, signal),
    placeholderData: keepPreviousData,
  });
}

export const useClientSessions = (id: string, cancelled: boolean, page: number) =>
  useClientList<ClientSessionView>(id, cancelled ? 'cancelled-sessions' : 'sessions', page);
export const useClientPackages = (id: string, page: number) =>
  useClientList<ClientPackageView>(id, 'packages', page);
export const useClientNotes = (id: string, page: number) => useClientList<ClientNoteView>(id, 'notes', page);
