import { z } from 'zod';
import { text } from '../shared/strings';
import { API_KEY_LIMITS, API_KEY_MESSAGES } from './api-key-rules';

export { API_KEY_LIMITS, API_KEY_MESSAGES, API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from './api-key-rules';

// issue 15 (Integrations): the API key form.

export const apiKeyInput = z.strictObject({
  name: text(API_KEY_MESSAGES.name)
    .trim()
    .min(API_KEY_LIMITS.nameMin, API_KEY_MESSAGES.name)
    .max(API_KEY_LIMITS.nameMax, API_KEY_MESSAGES.nameTooLong),
});
export type ApiKeyInput = z.infer<typeof apiKeyInput>;
