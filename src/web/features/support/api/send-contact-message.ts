import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../../domain/support/contact-input';
import { apiRequest } from '../../../lib/api-client';

export function sendContactMessage(input: ContactInput): Promise<{ message: string }> {
  return apiRequest('/public/contact', { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
