import { apiRequest } from '../../../lib/api-client';

// spec doc 2 §7: the widget's sign-in token comes from the server; an empty one is reported.
export const NO_TOKEN_MESSAGE = 'Function returned no token';

export async function getFeedbackToken(): Promise<string> {
  const { token } = await apiRequest<{ token: string }>('/whats-new/feedback-token', { method: 'POST' });
  if (!token) throw new Error(NO_TOKEN_MESSAGE);
  return token;
}
