import { CLIENT_NOT_FOUND } from '../../../../domain/clients/client-input';
import { MissingCard } from '../../../components/missing-card';
import { CLIENTS_PATH } from '../paths';

/** An unknown client, or another expert's: 'Client not found'. */
export function ClientMissing() {
  return (
    <MissingCard
      message={CLIENT_NOT_FOUND}
      hint="It may belong to another booking page, or the link is not quite right."
      backTo={CLIENTS_PATH}
      backLabel="Back to clients"
    />
  );
}
