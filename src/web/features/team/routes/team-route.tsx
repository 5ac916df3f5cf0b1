import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TeamMemberView } from '../../../../domain/team/new-user-input';
import { TEAM_MESSAGES } from '../../../../domain/team/team-rules';
import { PageFrame } from '../../../components/page-frame';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../account/api/get-me';
import { useTeamMembers } from '../api/get-team-members';
import { useLogInAs } from '../api/log-in-as';
import { useSetMemberDisabled } from '../api/set-member-disabled';
import { AddMemberForm } from '../components/add-member-form';
import { TeamTable } from '../components/team-table';

/** spec doc 2 §2 Account, Team page: /dashboard/account/team (issue 18, ADR 046). */
export function TeamRoute() {
  const me = useMe().data!;
  const owner = me.user.teamOwner;
  const allowed = me.plan.features.teamManagement === true;
  const team = useTeamMembers(owner && allowed);
  const toggle = useSetMemberDisabled();
  const logInAs = useLogInAs();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<TeamMemberView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!owner) {
    return (
      <PageFrame title="Team">
        <Alert color="gray" variant="light">
          {TEAM_MESSAGES.notOwner}
        </Alert>
      </PageFrame>
    );
  }
  if (!allowed) {
    // spec doc 1 §6: the Team tab requires the teamManagement feature.
    return (
      <PageFrame title="Team">
        <UpgradePrompt feature="teamManagement" />
      </PageFrame>
    );
  }

  const confirmLogInAs = async () => {
    if (!confirming) return;
    setFailure(null);
    try {
      await logInAs.mutateAsync(confirming.id);
      // spec (§4): after the token signs in as the member, go to /login (which opens their dashboard).
      navigate('/login');
    } catch (error) {
      setConfirming(null);
      setFailure(`${TEAM_MESSAGES.loginAsFailed}${errorMessage(error)}`);
    }
  };

  return (
    <PageFrame
      title="Team"
      wide
      aside={
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text c="dimmed" size="sm">
            Your team members each have their own booking page. You can sign in as them to help out.
          </Text>
          <Button onClick={() => setAdding(true)}>Add</Button>
        </Group>
      }
    >
      {failure ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      {toggle.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(toggle.error)}
        </Alert>
      ) : null}
      {team.isError ? (
        <Alert color="red" variant="light" role="alert">
          {TEAM_MESSAGES.loadFailed}
        </Alert>
      ) : !team.data ? (
        <Skeleton height={160} radius="md" aria-busy="true" />
      ) : team.data.members.every((m) => m.isYou) ? (
        <Stack gap="xs">
          <Text c="dimmed">{TEAM_MESSAGES.empty}</Text>
        </Stack>
      ) : (
        <TeamTable
          members={team.data.members}
          busyId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
          onLogInAs={setConfirming}
          onToggle={(m) => toggle.mutate({ id: m.id, disabled: !m.disabled })}
        />
      )}
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add a team member" centered>
        <AddMemberForm onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
      </Modal>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Log in as team member"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            Sign in as {confirming?.firstName} {confirming?.lastName}? What you do there is recorded in your
            name. It ends after one hour at the latest; use "Return to my account" to come back sooner.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={logInAs.isPending}>
              Cancel
            </Button>
            <Button onClick={confirmLogInAs} loading={logInAs.isPending}>
              Log in as
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageFrame>
  );
}
