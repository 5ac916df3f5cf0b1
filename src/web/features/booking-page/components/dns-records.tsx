import { ActionIcon, CopyButton, Table, Text, Tooltip } from '@mantine/core';
import type { CustomDomainsView } from '../../../../domain/booking-page/custom-domain-view';
import { CheckIcon, CopyIcon } from '../../../components/icons';

type Target = NonNullable<CustomDomainsView['dnsTarget']>;

/** The record's name as DNS providers ask for it: '@' for the domain itself, else its first labels. */
export function recordName(punycode: string): string {
  const labels = punycode.split('.');
  return labels.length <= 2 ? '@' : labels.slice(0, -2).join('.');
}

function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
          <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={`Copy ${label}`}>
            {copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/**
 * spec §4 setup: the DNS instructions, from configuration. A domain itself (example.com) takes the
 * A record; a subdomain (www.example.com) the CNAME, which follows us if our address moves, or the
 * A record.
 */
export function DnsRecords({ punycode, target }: { punycode: string; target: Target }) {
  const apex = punycode.split('.').length <= 2;
  // A CNAME cannot sit on a domain itself (it would hide its other records, such as email's).
  const rows = apex
    ? [{ type: 'A', value: target.aRecord, note: 'Points the domain at Slotwise' }]
    : [
        { type: 'CNAME', value: target.cnameTarget, note: 'Recommended' },
        { type: 'A', value: target.aRecord, note: 'Or this, if your provider has no CNAME' },
      ];
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="sm" withTableBorder aria-label="DNS records">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.type}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {row.type}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.note}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {recordName(punycode)}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text ff="monospace" size="sm" span>
                  {row.value}
                </Text>{' '}
                <Copyable value={row.value} label={`the ${row.type} value`} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
