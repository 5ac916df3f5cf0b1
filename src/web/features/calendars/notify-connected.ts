import { notifications } from '@mantine/notifications';

/** Where the sync settings dialog fills the screen (Mantine's `xs`). */
export const PHONE_QUERY = '(max-width: 36em)';

/**
 * 'Calendar connected': the sync settings open right after it. On a phone the dialog fills the
 * screen and a toast at the top (the app's place for them) would sit on its title, so there it
 * shows at the bottom.
 */
export function notifyConnected(message: string): void {
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  notifications.show({ color: 'teal', message, ...(phone ? { position: 'bottom-center' as const } : {}) });
}
