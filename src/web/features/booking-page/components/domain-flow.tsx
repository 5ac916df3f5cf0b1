import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  counterpartOf,
  DOMAIN_DISCONNECT_FAILED,
  MAX_CUSTOM_DOMAINS,
  toAsciiDomain,
} from '../../../../domain/booking-page/custom-domain';
import {
  type CustomDomainInput,
  customDomainInput,
} from '../../../../domain/booking-page/custom-domain-input';
import type { CustomDomainsView, CustomDomainView } from '../../../../domain/booking-page/custom-domain-view';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/api-client';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';
import { useAddCustomDomain } from '../api/add-custom-domain';
import { useRemoveCustomDomain } from '../api/remove-custom-domain';
import { useVerifyCustomDomain } from '../api/verify-custom-domain';
import { DnsRecords } from './dns-records';

// spec doc 2 §4 Custom domain flow: view → input → setup (DNS instructions) → setup-success (may
// suggest the www or bare counterpart) → confirm-removal (the Disconnect dialog, from the view).

type Step =
  | { name: 'view' }
  | { name: 'input' }
  | { name: 'setup'; id: string }
  | { name: 'success'; id: string };

const shown = (d: Pick<CustomDomainView, 'domain' | 'punycode'>) =>
  d.domain === d.punycode ? d.domain : `${d.domain} (${d.punycode})`;

export function DomainFlow({ data }: { data: CustomDomainsView }) {
  const [step, setStep] = useState<Step>({ name: 'view' });
  const byId = (id: string) => data.domains.find((d) => d.id === id);
  if (step.name === 'input') {
    return (
      <DomainInput
        onCancel={() => setStep({ name: 'view' })}
        onAdded={(d) => setStep({ name: 'setup', id: d.id })}
      />
    );
  }
  if (step.name === 'setup' && byId(step.id) && data.dnsTarget) {
    return (
      <DomainSetup
        domain={byId(step.id)!}
        target={data.dnsTarget}
        onBack={() => setStep({ name: 'view' })}
        onVerified={() => setStep({ name: 'success', id: step.id })}
      />
    );
  }
  if (step.name === 'success' && byId(step.id)) {
    return (
      <DomainSuccess
        domain={byId(step.id)!}
        data={data}
        onDone={() => setStep({ name: 'view' })}
        onAdded={(d) => setStep({ name: 'setup', id: d.id })}
      />
    );
  }
  return (
    <DomainList
      data={data}
      onAdd={() => setStep({ name: 'input' })}
      onSetUp={(id) => setStep({ name: 'setup', id })}
    />
  );
}

function DomainList(props: { data: CustomDomainsView; onAdd(): void; onSetUp(id: string): void }) {
  const { domains } = props.data;
  const remove = useRemoveCustomDomain();
  const full = domains.length >= MAX_CUSTOM_DOMAINS;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="domains-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 260px' }}>
            <Title order={3} fz="lg" id="domains-title">
              Your domains
            </Title>
            <Text c="dimmed" size="sm">
              Serve your booking page on a domain of your own. The first domain is the primary; the others
              send visitors to it. Up to {MAX_CUSTOM_DOMAINS} domains.
            </Text>
          </Stack>
          <Button onClick={props.onAdd} disabled={full}>
            Add domain
          </Button>
        </Group>
        {domains.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-domains">
            No domain connected yet. Your booking page stays at its Slotwise address as well.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Domains">
            {domains.map((d) => (
              <Card key={d.id} withBorder radius="md" padding="sm" component="li">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {d.verified ? (
                        <Anchor href={d.url} target="_blank" rel="noreferrer">
                          {shown(d)}
                        </Anchor>
                      ) : (
                        shown(d)
                      )}
                    </Text>
                    <Group gap={6}>
                      {d.primary ? (
                        <Badge variant="light">Primary</Badge>
                      ) : (
                        <Badge variant="default">Redirects to primary</Badge>
                      )}
                      {d.verified ? (
                        <Badge color="green" variant="light">
                          Connected
                        </Badge>
                      ) : (
                        <Badge color="yellow" variant="light">
                          Waiting for DNS
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                  <Group gap="xs">
                    {!d.verified && (
                      <Button variant="light" size="xs" onClick={() => props.onSetUp(d.id)}>
                        Set up
                      </Button>
                    )}
                    <ConfirmDeleteButton
                      title="Disconnect domain"
                      question={`Your booking page will no longer open at ${d.domain}.${d.primary && domains.length > 1 ? ` ${domains[1]!.domain} becomes the primary domain.` : ''}`}
                      id={d.id}
                      mutation={remove}
                      onDeleted={(close) => close()}
                      trigger={{ variant: 'subtle', size: 'xs', 'aria-label': `Disconnect ${d.domain}` }}
                      labels={{ action: 'Disconnect', keep: 'Cancel' }}
                      failureMessage={() => DOMAIN_DISCONNECT_FAILED}
                    />
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function DomainInput({ onCancel, onAdded }: { onCancel(): void; onAdded(d: CustomDomainView): void }) {
  const add = useAddCustomDomain();
  const form = useForm<CustomDomainInput>({
    mode: 'controlled',
    initialValues: { domain: '' },
    validate: zodValidate(customDomainInput),
  });
  const ascii = toAsciiDomain(form.values.domain);
  const submit = form.onSubmit(async (values) => {
    try {
      onAdded(await add.mutateAsync(values));
    } catch (error) {
      form.setErrors(apiFormErrors(error, ['domain']).fields);
    }
  });
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="domain-input-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={3} fz="lg" id="domain-input-title">
            Add a domain
          </Title>
          <FormError message={apiFormErrors(add.error, ['domain']).message} />
          <TextInput
            label="Domain"
            description="A domain you own, such as book.example.com or www.example.com"
            placeholder="book.example.com"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus
            {...form.getInputProps('domain')}
          />
          {ascii && ascii !== form.values.domain.trim().toLowerCase().replace(/\.$/, '') ? (
            <Text size="sm" c="dimmed">
              Stored as{' '}
              <Text span ff="monospace">
                {ascii}
              </Text>
              , the form DNS uses.
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function DomainSetup(props: {
  domain: CustomDomainView;
  target: NonNullable<CustomDomainsView['dnsTarget']>;
  onBack(): void;
  onVerified(): void;
}) {
  const verify = useVerifyCustomDomain();
  const { domain } = props;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="domain-setup-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} fz="lg" id="domain-setup-title" style={{ overflowWrap: 'anywhere' }}>
            Set up {domain.domain}
          </Title>
          <Text size="sm" c="dimmed">
            Sign in where you manage your domain's DNS (your registrar or DNS provider) and add{' '}
            {domain.punycode.split('.').length <= 2 ? 'this record' : 'one of these records'}. Then come back
            and verify.
          </Text>
        </Stack>
        <DnsRecords punycode={domain.punycode} target={props.target} />
        <Text size="xs" c="dimmed">
          Remove any other A, AAAA or CNAME record on the same name. Changes usually show within minutes and
          can take up to 48 hours.
        </Text>
        {verify.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(verify.error)}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={props.onBack}>
            Back
          </Button>
          <Button
            loading={verify.isPending}
            onClick={() => verify.mutate(domain.id, { onSuccess: props.onVerified })}
          >
            Verify
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function DomainSuccess(props: {
  domain: CustomDomainView;
  data: CustomDomainsView;
  onDone(): void;
  onAdded(d: CustomDomainView): void;
}) {
  const add = useAddCustomDomain();
  const { domain, data } = props;
  const counterpart = counterpartOf(domain.punycode);
  const suggest =
    counterpart &&
    data.domains.length < MAX_CUSTOM_DOMAINS &&
    !data.domains.some((d) => d.punycode === counterpart);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="domain-success-title">
      <Stack gap="md">
        <Title order={3} fz="lg" id="domain-success-title" style={{ overflowWrap: 'anywhere' }}>
          {domain.domain} is connected
        </Title>
        <Text size="sm">
          {domain.primary
            ? 'Your booking page now opens at '
            : `Visitors of this domain are sent to your primary domain. `}
          {domain.primary ? (
            <Anchor href={domain.url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
              {domain.url}
            </Anchor>
          ) : null}
          {domain.primary ? '.' : null}
          {domain.primary && domain.url.startsWith('https://')
            ? ' Its secure (https) certificate is issued on the first visit, which may take a few seconds.'
            : null}
        </Text>
        {suggest ? (
          <Card withBorder radius="md" padding="sm" bg="gray.0">
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                Add {counterpart} too?
              </Text>
              <Text size="sm" c="dimmed">
                People often type it. It would send them to {data.domains[0]?.domain ?? domain.domain}.
              </Text>
              <FormError message={add.isError ? errorMessage(add.error) : null} />
              <Group>
                <Button
                  variant="light"
                  size="sm"
                  loading={add.isPending}
                  onClick={() => add.mutate({ domain: counterpart }, { onSuccess: props.onAdded })}
                >
                  Add {counterpart}
                </Button>
              </Group>
            </Stack>
          </Card>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={props.onDone}>Done</Button>
        </Group>
      </Stack>
    </Card>
  );
}
