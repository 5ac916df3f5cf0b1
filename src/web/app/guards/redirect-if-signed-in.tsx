import { Navigate, Outlet } from 'react-router';
import { useMe } from '../../features/account/api/get-me';
import { FullPageLoader } from '../screens/full-page-loader';

/** Sign-in and sign-up are for visitors: a signed-in expert goes straight to the dashboard. */
export function RedirectIfSignedIn() {
  const me = useMe();
  if (me.data && !me.isError) return <Navigate to="/dashboard/home" replace />;
  if (me.isPending && me.fetchStatus === 'fetching') return <FullPageLoader />;
  // Signed out, or the check failed: either way the form is the useful thing to show.
  return <Outlet />;
}
