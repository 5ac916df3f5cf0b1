import { Button, Card, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PagedTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts line up on the right. */
  right?: boolean;
  capitalize?: boolean;
}

/** A titled card with a table of one page of rows, what it says when empty, and 'More …'. */
export function PagedTableCard<Row extends { id: string }>({
  title,
  empty,
  minWidth,
  columns,
  page,
  moreLabel,
  onMore,
}: {
  title: string;
  empty: string;
  minWidth: number;
  columns: PagedTableColumn<Row>[];
  page: { items: Row[]; nextCursor: string | null };
  /** The button that asks for the page after `nextCursor`; none on the last page. */
  moreLabel: string;
  onMore: (after: string) => void;
}) {
  const { items: rows, nextCursor } = page;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz={20} mb="md">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.header} ta={c.right ? 'right' : undefined}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {columns.map((c) => (
                    <Table.Td
                      key={c.header}
                      ta={c.right ? 'right' : undefined}
                      tt={c.capitalize ? 'capitalize' : undefined}
                    >
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {nextCursor ? (
        <Button variant="default" mt="md" onClick={() => onMore(nextCursor)}>
          {moreLabel}
        </Button>
      ) : null}
    </Card>
  );
}
