import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PhotoCropInput,
  PhotoUploadView,
  PhotoView,
  ProfileInput,
  ProfileView,
} from '../../../../domain/account/profile-input';
import { apiRequest } from '../../../lib/api-client';

const PROFILE_KEY = ['account', 'profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => apiRequest<ProfileView>('/account/profile', { signal }),
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      apiRequest<ProfileView>('/account/profile', { method: 'PUT', body: input }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(PROFILE_KEY, saved);
      // The header's avatar and name, and the booking page's display name.
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

/** Step one of a new photo: the file as it is; answers an upright JPEG to crop. */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest<PhotoUploadView>('/account/photo/uploads', { method: 'POST', file }),
  });
}

/** Step two: the square chosen, stored at 200 and 400 px; saved with the profile. */
export function useCropPhoto() {
  return useMutation({
    mutationFn: (crop: PhotoCropInput) =>
      apiRequest<PhotoView>('/account/photo', { method: 'POST', body: crop }),
  });
}
