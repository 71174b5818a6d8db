import { Table } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';

/** A table's header row: each column's translated name, scoped as a column header. */
export function HeaderRow({ columns }: { columns: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column} scope="col">
            {t(column)}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
