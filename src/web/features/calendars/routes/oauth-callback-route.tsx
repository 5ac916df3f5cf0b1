import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CONNECTED_CALENDARS_PATH } from '../../scheduling/paths';
import { OAUTH_MESSAGE_TYPE, type OAuthMessage } from '../oauth-popup';

/**
 * Hands what the consent screen returned with to the window that opened the popup, and closes.
 * Only a window of this origin may read it (the code is worth an account).
 */
export function postOAuthResult(search: URLSearchParams, win: Window = window): boolean {
  const opener = win.opener as Window | null;
  if (!opener) return false;
  const message: OAuthMessage = {
    type: OAUTH_MESSAGE_TYPE,
    code: search.get('code'),
    state: search.get('state'),
    error: search.get('error'),
  };
  opener.postMessage(message, win.location.origin);
  win.close();
  return true;
}

/**
 * /oauth-callback (spec §2, §7): where Google's and Microsoft's consent screens send the popup
 * back. It lives for a moment in a popup, so it has no navigation.
 */
export function OauthCallbackRoute() {
  const [alone, setAlone] = useState(false);
  useEffect(() => {
    if (!postOAuthResult(new URLSearchParams(window.location.search))) setAlone(true);
  }, []);

  // The app shows it in its plain frame (wordmark and one panel), outside the dashboard.
  return (
    <>
      <title>Calendar sign-in · Slotwise</title>
      <Stack gap="sm" p="xl" ta="center" align="center">
        {alone ? (
          <>
            <Title order={1} fz={22}>
              Sign-in finished
            </Title>
            <Text c="dimmed">
              You can close this window. If your calendar is not listed in Connected calendars, connect it
              again from there.
            </Text>
            <Anchor component={Link} to={CONNECTED_CALENDARS_PATH} fw={600}>
              Back to Connected calendars
            </Anchor>
          </>
        ) : (
          <>
            <Loader />
            <Text>Finishing sign-in…</Text>
          </>
        )}
      </Stack>
    </>
  );
}
