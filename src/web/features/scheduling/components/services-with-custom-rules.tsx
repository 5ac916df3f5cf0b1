import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { servicePath } from '../paths';

interface ServicesWithCustomRulesProps {
  services: ReadonlyArray<{ id: string; title: string }>;
}

/** spec §2: the services that have custom rules, each linking to its service. */
export function ServicesWithCustomRules({ services }: ServicesWithCustomRulesProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="custom-rules-title">
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="custom-rules-title">
            Services with their own rules
          </Title>
          <Text c="dimmed" size="sm">
            These services ignore the rules above and use the ones set on the service.
          </Text>
        </Stack>
        {services.length === 0 ? (
          <Text
            c="dimmed"
            size="sm"
            bg="gray.0"
            p="md"
            ta="center"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            Every service follows these rules.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={6}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Services with their own rules"
          >
            {services.map((service) => (
              <li key={service.id}>
                <Anchor component={Link} to={servicePath(service.id)} fw={600} size="sm">
                  {service.title}
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
