// The /contact form's words and choices without zod (issue 18), so tests and start-up code can
// read them before @hono/zod-openapi extends zod (the schema is contact-input.ts).

export const CONTACT_TOPIC_VALUES = ['question', 'billing', 'bug', 'partnership', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPIC_VALUES)[number];

export const CONTACT_TOPICS: ReadonlyArray<{ value: ContactTopic; label: string }> = [
  { value: 'question', label: 'A question about Slotwise' },
  { value: 'billing', label: 'Plans, billing and payouts' },
  { value: 'bug', label: 'Something is not working' },
  { value: 'partnership', label: 'Partnerships and affiliates' },
  { value: 'other', label: 'Something else' },
];

export const CONTACT_MESSAGES = {
  required: 'Required',
  nameLong: 'Too long, please limit the name to 80 characters',
  topic: 'Please choose a topic',
  messageShort: 'Please tell us a little more (at least 10 characters)',
  messageLong: 'Too long, please limit the message to 5000 characters',
  sent: 'Thanks! Your message is on its way. We answer within one business day.',
  tooMany: 'You have sent several messages already. Please try again in an hour.',
} as const;

export const CONTACT_MESSAGE_MAX = 5000;

export const contactTopicLabel = (topic: ContactTopic) =>
  CONTACT_TOPICS.find((t) => t.value === topic)?.label ?? topic;
