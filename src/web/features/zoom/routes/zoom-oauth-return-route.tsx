import { ZOOM_SOMETHING_WRONG } from '../../../../domain/zoom/zoom-messages';
import { OauthReturn } from '../../../components/oauth-return';
import { useCompleteZoomConnect } from '../api/zoom';

/** /settings/scheduling/zoom-oauth: Zoom's return with the code and the state we stored. */
export function ZoomOauthReturnRoute() {
  return (
    <OauthReturn
      provider="Zoom"
      complete={useCompleteZoomConnect()}
      back={{ path: '/dashboard/calls/locations', label: 'Back to locations' }}
      // spec §8: unknown OAuth errors and connect failures.
      failure={() => ZOOM_SOMETHING_WRONG}
      standalone
    />
  );
}
