import { ApiError, errorMessage } from '../../lib/api-client';

// spec (doc 2, §8): what a failed create, clone or rename says when the cause is not the input.
export const CREATE_FAILED = 'Failed to create an availability...';
export const RENAME_FAILED = 'Failed to rename this availability...';
export const CLONE_FAILED = 'Failed to clone availability recurring slots';
// The spec gives no words for these; ours follow its 'Failed to load …' messages.
export const LIST_LOAD_FAILED = 'Failed to load availabilities';
export const LOAD_FAILED = 'Failed to load this availability';

/**
 * The words for a failed save: the API's own when it refused the input or the plan (400, 403),
 * which say what to change; otherwise the spec's message for the action.
 */
export function saveFailure(error: unknown, fallback: string): string | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiError && (error.status === 400 || error.status === 403)) return errorMessage(error);
  return fallback;
}
