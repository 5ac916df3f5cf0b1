import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZoomAccountView, ZoomConnectInput, ZoomStatusView } from '../../../../domain/zoom/zoom-view';
import { apiRequest } from '../../../lib/api-client';
import { LOCATIONS_QUERY_KEY } from '../../locations/api/get-locations';

export const ZOOM_QUERY_KEY = ['zoom'] as const;

export const zoomQueryOptions = () =>
  queryOptions({
    queryKey: ZOOM_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<ZoomStatusView>('/zoom', { signal }),
  });

export function useZoomStatus() {
  return useQuery(zoomQueryOptions());
}

/** Asks for Zoom's authorisation address and goes there (it returns to /settings/scheduling/zoom-oauth). */
export function useStartZoomConnect() {
  return useMutation({
    mutationFn: () => apiRequest<{ url: string }>('/zoom/oauth/start', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useCompleteZoomConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ZoomConnectInput) =>
      apiRequest<ZoomAccountView>('/zoom/oauth/connect', { method: 'POST', body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ZOOM_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: LOCATIONS_QUERY_KEY });
    },
  });
}

export function useDisconnectZoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('/zoom', { method: 'DELETE' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ZOOM_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: LOCATIONS_QUERY_KEY });
    },
  });
}
