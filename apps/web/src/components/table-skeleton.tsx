import { Skeleton, Table } from '@mantine/core';

/** A table's header and rows of placeholders, sized like the real rows, while they load. */
export function TableSkeleton({
  columns,
  rows,
  minWidth,
}: {
  columns: readonly string[];
  rows: number;
  minWidth: number;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" aria-hidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Array.from({ length: rows }, (_, row) => (
            <Table.Tr key={row}>
              {columns.map((column) => (
                <Table.Td key={column}>
                  <Skeleton height={26} radius="sm" />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
