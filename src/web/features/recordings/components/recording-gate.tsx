import type { ReactNode } from 'react';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { usePlanAccess } from '../../account/hooks/use-plan-access';

/** spec doc 1 §6: without the recording feature, an upgrade prompt naming the plan that offers it. */
export function RecordingGate({ children }: { children: ReactNode }) {
  const { canUse } = usePlanAccess();
  return canUse('recording') ? children : <UpgradePrompt feature="recording" />;
}
