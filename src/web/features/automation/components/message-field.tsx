import { Button, Menu, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useRef } from 'react';
import {
  PLACEHOLDERS,
  type PlaceholderName,
  previewMessage,
} from '../../../../domain/automation/placeholders';
import type { WorkflowType } from '../../../../domain/automation/triggers';
import { counted } from '../../../components/counted-field';

// A session workflow has no package to name; a package workflow's session placeholders fill in
// when the action runs for one of its sessions.
const placeholdersFor = (type: WorkflowType) =>
  (Object.keys(PLACEHOLDERS) as PlaceholderName[]).filter(
    (name) => type === 'package' || !name.startsWith('package.'),
  );

/**
 * The message of a reminder or email, with a menu that inserts a placeholder ({{name}}) where the
 * cursor is and a live preview filled with sample values (issue 15).
 */
export function MessageField({
  value,
  onChange,
  error,
  max,
  required,
  type,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  max: number;
  required: boolean;
  type: WorkflowType;
}) {
  const input = useRef<HTMLTextAreaElement>(null);

  const insert = (name: PlaceholderName) => {
    const field = input.current;
    const token = `{{${name}}}`;
    const start = field?.selectionStart ?? value.length;
    const end = field?.selectionEnd ?? value.length;
    onChange(`${value.slice(0, start)}${token}${value.slice(end)}`);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Stack gap="xs">
      <Textarea
        ref={input}
        label="Message"
        description={required ? 'What the email says' : 'Optional: a line added to the standard reminder'}
        withAsterisk={required}
        autosize
        minRows={4}
        maxRows={12}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...counted(value.length, max)}
      />
      <Menu position="bottom-start" withinPortal shadow="md">
        <Menu.Target>
          <Button variant="subtle" size="xs" w="fit-content" px={6}>
            Insert placeholder
          </Button>
        </Menu.Target>
        <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
          {placeholdersFor(type).map((name) => (
            <Menu.Item key={name} onClick={() => insert(name)}>
              {PLACEHOLDERS[name].label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {value.trim() ? (
        <Paper withBorder radius="md" p="sm" bg="gray.0" aria-label="Preview">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
            Preview
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {previewMessage(value)}
          </Text>
        </Paper>
      ) : null}
    </Stack>
  );
}
