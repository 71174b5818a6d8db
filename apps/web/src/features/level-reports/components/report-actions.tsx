import { Button, Group } from '@mantine/core';
import type { LevelUsersExportFormat } from '@markwise/contract';
import { IconFileSpreadsheet, IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import { msg, useTranslation } from '@/i18n/i18n';

type ReportActionsProps = {
  /** Which export is being prepared, if any. */
  exporting: LevelUsersExportFormat | null;
  /** Nothing to export or print yet (no rows, or still loading). */
  disabled: boolean;
  onExport: (format: LevelUsersExportFormat) => void;
  onPrint: () => void;
};

/** The exports offered, in button order. */
const EXPORTS = [
  { format: 'csv', label: msg('Export CSV'), Icon: IconFileTypeCsv },
  { format: 'xlsx', label: msg('Export XLSX'), Icon: IconFileSpreadsheet },
] as const;

/** Export the rows the filters match (CSV, XLSX), or print the table. */
export function ReportActions({ exporting, disabled, onExport, onPrint }: ReportActionsProps) {
  const { t } = useTranslation();
  const actions = [
    ...EXPORTS.map(({ format, label, Icon }) => ({
      key: format,
      label: t(label),
      Icon,
      loading: exporting === format,
      // One export at a time: the other waits until this one is done.
      disabled: disabled || (exporting !== null && exporting !== format),
      onClick: () => onExport(format),
    })),
    {
      key: 'print',
      label: t('Print'),
      Icon: IconPrinter,
      loading: false,
      disabled,
      onClick: onPrint,
    },
  ];
  return (
    <Group gap="xs" wrap="wrap">
      {actions.map(({ key, label, Icon, ...action }) => (
        <Button
          key={key}
          variant="default"
          size="sm"
          leftSection={<Icon size={16} aria-hidden />}
          {...action}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
