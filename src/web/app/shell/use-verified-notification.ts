import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
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

  useEffect(() => {
    if (!verified) {
      shown.current = false;
      return;
    }
    if (!shown.current) {
      shown.current = true;
      notifications.show({ id: 'email-verified', color: 'teal', message: 'Your email is verified' });
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('verified');
        return next;
      },
      { replace: true },
    );
  }, [verified, setSearchParams, queryClient]);
}
