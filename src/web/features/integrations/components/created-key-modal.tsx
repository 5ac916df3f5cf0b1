import { Alert, Button, CopyButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { CreatedApiKeyView } from '../../../../domain/integrations/integration-view';

export const KEY_SHOWN_ONCE =
  "Copy this key now and keep it somewhere safe. For your security it won't be shown again.";

/**
 * The new key, the only time it is seen: with Copy, and a warning. Clicking outside does not
 * close it, so a stray click does not lose the key.
 */
export function CreatedKeyModal({
  created,
  onClose,
}: {
  created: CreatedApiKeyView | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title="Your new API key"
      centered
      radius="lg"
      size="lg"
      closeOnClickOutside={false}
    >
      {created ? (
        <Stack gap="md">
          <Text size="sm">
            {'Paste this key where your automation platform asks for it, as '}
            <Text span fw={600}>
              {created.name}
            </Text>
            .
          </Text>
          <Alert color="yellow" variant="light" title="Shown only once">
            {KEY_SHOWN_ONCE}
          </Alert>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <Textarea
              label="API key"
              value={created.key}
              readOnly
              autosize
              minRows={1}
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
              styles={{
                input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' },
              }}
            />
            <CopyButton value={created.key} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  aria-label={copied ? 'Key copied' : 'Copy key'}
                >
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              I have copied it
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
