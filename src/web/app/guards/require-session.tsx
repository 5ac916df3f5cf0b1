import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { useMe } from '../../features/account/api/get-me';
import { isUnauthorized } from '../../lib/api-client';
import { setReportedUser } from '../../lib/error-reporting';
import { loginPathFor } from '../../lib/safe-next-path';
import { PlainPage } from '../screens/plain-page';
import { ShellSkeleton } from '../shell/shell-skeleton';

/** Everything under /dashboard needs a session; signed-out visitors sign in and come back here. */
export function RequireSession({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  const userId = me.data?.user.id ?? null;
  // Error reports from the dashboard name the expert by id, nothing more (ADR 028).
  useEffect(() => {
    setReportedUser(userId);
    return () => setReportedUser(null);
  }, [userId]);
  if (me.isError && isUnauthorized(me.error)) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (me.data) return children;
  if (me.isError) {
    return (
      <PlainPage>
        <ErrorState onAction={() => me.refetch()} />
      </PlainPage>
    );
  }
  return <ShellSkeleton />;
}
