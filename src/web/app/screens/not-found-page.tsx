import { NotFound } from '../../components/not-found';
import { PlainPage } from './plain-page';

export function NotFoundPage() {
  return (
    <PlainPage>
      <NotFound />
    </PlainPage>
  );
}
