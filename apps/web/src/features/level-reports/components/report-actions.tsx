import { Button, Group } from '@mantine/core';
import type { LevelUsersExportFormat } from '@markwise/contract';
import { IconFileSpreadsheet, IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';

type ReportActionsProps = {
  /** Which export is being prepared, if any. */
  exporting: LevelUsersExportFormat | null;
  /** Nothing to export or print yet (no rows, or still loading). */
  disabled: boolean;
  onExport: (format: LevelUsersExportFormat) => void;
  onPrint: () => void;
};

/** Export the rows the filters match (CSV, XLSX), or print the table. */
export function ReportActions({ exporting, disabled, onExport, onPrint }: ReportActionsProps) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        loading={exporting === 'csv'}
        disabled={disabled || (exporting !== null && exporting !== 'csv')}
        onClick={() => onExport('csv')}
      >
        Export CSV
      </Button>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        loading={exporting === 'xlsx'}
        disabled={disabled || (exporting !== null && exporting !== 'xlsx')}
        onClick={() => onExport('xlsx')}
      >
        Export XLSX
      </Button>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconPrinter size={16} aria-hidden />}
        disabled={disabled}
        onClick={onPrint}
      >
        Print
      </Button>
    </Group>
  );
}
