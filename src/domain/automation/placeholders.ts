// issue 15: a reminder's or email's message may name the client, the session and its links. A
// placeholder is written {{name}}; the preview fills it with sample values, the sender with real
// ones. An unknown name is refused when the action is saved, so a client never reads "{{oops}}".

export const PLACEHOLDERS = {
  'client.firstName': { label: "Client's first name", sample: 'Grace' },
  'client.name': { label: "Client's full name", sample: 'Grace Hopper' },
  'expert.name': { label: 'Your name', sample: 'Ada Lovelace' },
  'session.title': { label: 'Session title', sample: 'Career coaching' },
  'session.start': {
    label: "Start, in the client's time zone",
    sample: 'Wednesday, 16 December 2026 at 11:30 (Europe/London)',
  },
  'session.joinLink': { label: 'Join link', sample: 'https://slotwise.example/s/abc123' },
  'session.manageLink': {
    label: 'Manage link (reschedule or cancel)',
    sample: 'https://slotwise.example/booking/abc123',
  },
  'package.title': { label: 'Package title', sample: 'Five coaching calls' },
  'package.sessionsRemaining': { label: 'Sessions remaining in the package', sample: '3' },
  'package.expiresOn': { label: 'Package expiry date', sample: '16 March 2027' },
} as const;
export type PlaceholderName = keyof typeof PLACEHOLDERS;

const PLACEHOLDER = /\{\{\s*([A-Za-z.]+)\s*\}\}/g;

export const isPlaceholderName = (name: string): name is PlaceholderName => name in PLACEHOLDERS;

/** The names a message uses that are not placeholders we know (in order, once each). */
export function unknownPlaceholders(message: string): string[] {
  const unknown = new Set<string>();
  for (const match of message.matchAll(PLACEHOLDER))
    if (!isPlaceholderName(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}

export const unknownPlaceholderMessage = (names: readonly string[]) =>
  `Unknown placeholder: ${names.map((n) => `{{${n}}}`).join(', ')}`;

export type PlaceholderValues = Partial<Record<PlaceholderName, string>>;

/** Fills the message; a placeholder with no value for this subject becomes empty text. */
export function renderMessage(message: string, values: PlaceholderValues): string {
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    isPlaceholderName(name) ? (values[name] ?? '') : whole,
  );
}

/** The message as the preview shows it before saving. */
export const previewMessage = (message: string) =>
  renderMessage(
    message,
    Object.fromEntries(
      Object.entries(PLACEHOLDERS).map(([name, p]) => [name, p.sample]),
    ) as PlaceholderValues,
  );
