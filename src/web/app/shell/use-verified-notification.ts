import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { INVALID_VERIFICATION_LINK } from '../../../domain/auth/link-messages';
import { meQueryOptions } from '../../features/account/api/get-me';

/**
 * The verification link lands on /dashboard/home?verified=1: say so once, refresh the banner's
 * source, and drop the parameter so a reload does not say it again.
 */
export function useVerifiedNotification() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const shown = useRef(false);
  const verified = searchParams.get('verified') === '1';
  // better-auth adds ?error=… to the same address when the link had expired or was used.
  const failed = verified && searchParams.has('error');

  useEffect(() => {
    if (!verified) {
      shown.current = false;
      return;
    }
    if (!shown.current) {
      shown.current = true;
      notifications.show(
        failed
          ? { id: 'email-verified', color: 'red', message: INVALID_VERIFICATION_LINK, autoClose: 10_000 }
          : { id: 'email-verified', color: 'teal', message: 'Your email is verified' },
      );
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verified');
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [verified, failed, setSearchParams, queryClient]);
}
