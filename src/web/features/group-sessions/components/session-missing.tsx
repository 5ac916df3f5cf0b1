import { GROUP_MESSAGES } from '../../../../domain/group-sessions/group-session-fields';
import { MissingCard } from '../../../components/missing-card';

/**
 * spec §8: what an unknown (or another expert's) session id shows: "Session doesn't exist" in
 * scheduling, 'Session not found' in the home area (doc 1).
 */
export function SessionMissing({
  backTo,
  backLabel,
  message = GROUP_MESSAGES.sessionMissing,
}: {
  backTo: string;
  backLabel: string;
  message?: string;
}) {
  return <MissingCard message={message} backTo={backTo} backLabel={backLabel} />;
}
