import { z } from 'zod';
import { emailField } from '../auth/auth-inputs';
import { text } from '../shared/strings';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGES, CONTACT_TOPIC_VALUES } from './contact-rules';

// The /contact form (issue 18): one schema for the form and POST /api/public/contact.

export const contactInput = z.object({
  name: text(CONTACT_MESSAGES.required)
    .trim()
    .min(1, CONTACT_MESSAGES.required)
    .max(80, CONTACT_MESSAGES.nameLong),
  email: emailField,
  topic: z.enum(CONTACT_TOPIC_VALUES, { error: () => CONTACT_MESSAGES.topic }),
  message: text(CONTACT_MESSAGES.required)
    .trim()
    .min(1, CONTACT_MESSAGES.required)
    .min(10, CONTACT_MESSAGES.messageShort)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageLong),
});

export type ContactInput = z.infer<typeof contactInput>;
