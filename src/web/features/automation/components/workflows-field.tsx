import { Anchor, Badge, Checkbox, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import type { WorkflowType } from '../../../../domain/automation/triggers';
import { useWorkflows } from '../api/get-workflows';
import { WORKFLOWS_PATH } from '../paths';

/** The part of a form's useForm() the field drives: every form with workflowsIds fits it. */
export interface WorkflowsForm {
  values: { workflowsIds: string[] };
  errors: FormErrors;
  setFieldValue(path: 'workflowsIds', value: string[]): void;
  clearFieldError(path: 'workflowsIds'): void;
}

interface WorkflowsFieldProps {
  /** Session workflows for services, series and group sessions; package workflows for packages. */
  type: WorkflowType;
  form: WorkflowsForm;
  disabled?: boolean;
  /** The heading above the list; left out where the card around it has one. */
  label?: string;
}

const DESCRIPTION: Record<WorkflowType, string> = {
  session: 'Reminders and emails that run for each session booked here. Paused ones run once unpaused.',
  package: 'Emails and reminders that run for each purchase of this package. Paused ones run once unpaused.',
};

function ManageLink() {
  return (
    <Anchor component={Link} to={WORKFLOWS_PATH} size="sm">
      Manage workflows
    </Anchor>
  );
}

/**
 * The page's workflows of one type as checkboxes (issue 15: workflowsIds). A ticked workflow the
 * list no longer has (deleted meanwhile) stays listed so it can be unticked.
 */
export function WorkflowsField({ type, form, disabled, label }: WorkflowsFieldProps) {
  const value = form.values.workflowsIds;
  const error = form.errors.workflowsIds;
  const workflows = useWorkflows();
  const { refetch } = workflows;
  // A refusal means the list changed since it loaded (a workflow deleted meanwhile): read it again.
  useEffect(() => {
    if (error) void refetch();
  }, [error, refetch]);
  const ofType = (workflows.data?.workflows ?? []).filter((w) => w.type === type);
  const gone = workflows.data ? value.filter((id) => !ofType.some((w) => w.id === id)) : [];
  const options = [
    ...ofType.map((w) => ({ id: w.id, name: w.name, paused: !w.active })),
    ...gone.map((id) => ({ id, name: 'A deleted workflow', paused: false })),
  ];

  let list: ReactNode;
  if (workflows.isPending) {
    list = (
      <Stack gap="xs" aria-label="Loading workflows">
        <Skeleton height={20} width="60%" radius="sm" />
        <Skeleton height={20} width="45%" radius="sm" />
      </Stack>
    );
  } else if (workflows.isError) {
    list = (
      <Text size="sm" c="red">
        Cannot load your workflows
      </Text>
    );
  } else if (options.length === 0) {
    list = (
      <Text size="sm" c="dimmed">
        {`No ${type} workflows yet`}
      </Text>
    );
  } else {
    list = (
      <Stack gap="xs">
        {options.map((option) => (
          <Checkbox
            key={option.id}
            value={option.id}
            disabled={disabled}
            label={
              <Group gap={6} wrap="nowrap" component="span">
                <span>{option.name}</span>
                {option.paused ? (
                  <Badge size="xs" variant="light" color="gray">
                    Paused
                  </Badge>
                ) : null}
              </Group>
            }
          />
        ))}
      </Stack>
    );
  }

  return (
    <Checkbox.Group
      value={value}
      onChange={(ids) => {
        form.setFieldValue('workflowsIds', ids);
        form.clearFieldError('workflowsIds');
      }}
      error={error}
      label={
        label ? (
          <Text component="span" fw={600} size="sm">
            {label}
          </Text>
        ) : undefined
      }
      description={
        <Group component="span" justify="space-between" gap="xs" wrap="wrap">
          <span>{DESCRIPTION[type]}</span>
          <ManageLink />
        </Group>
      }
    >
      <Stack mt="xs">{list}</Stack>
    </Checkbox.Group>
  );
}

/** The field in its own bordered section, for forms that are one card (services, group forms). */
export function WorkflowsCard(props: Omit<WorkflowsFieldProps, 'label'>) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Workflows">
      <WorkflowsField {...props} label="Workflows" />
    </Paper>
  );
}
