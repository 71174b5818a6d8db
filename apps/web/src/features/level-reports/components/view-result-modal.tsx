import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { LevelUser } from '@markwise/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { MarkdownText } from '@/components/markdown-text';
import { ToneBadge, ToneText } from '@/components/tone';
import { formatDateTime, fullName } from '@/lib/format';
import { passColor, passTone } from '@/lib/score-colors';
import { completionLabel, passLabel, reportPercentage } from '../lib/level-reports-rules';
import { usePrintIsolation } from '@/hooks/use-print-isolation';
import classes from './view-result-modal.module.css';
import { formatPercent } from '@/lib/format';

type ViewResultModalProps = {
  opened: boolean;
  /** The student whose result is shown; kept while the modal closes. */
  user: LevelUser | null;
  onClose: () => void;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

/** A student's evaluated result, printable on its own ('Print Report'). */
export function ViewResultModal({ opened, user, onClose }: ViewResultModalProps) {
  const { t } = useTranslation();
  const report = user?.level_progress.overall_report ?? null;
  usePrintIsolation(opened);

  return (
    <Modal
      opened={opened && report !== null}
      onClose={onClose}
      title={t('Exam Result')}
      size="lg"
      portalProps={{ reuseTargetNode: false, className: classes.portal }}
      classNames={{
        overlay: classes.overlay,
        inner: classes.inner,
        content: classes.content,
        body: classes.body,
        close: classes.close,
      }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': t('Close result') }}
    >
      {user && report ? (
        <Stack gap="md" data-testid="printable-report">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Field label={t('Student Name')}>
              <Text fw={600}>{fullName(user)}</Text>
            </Field>
            <Field label={t('Email')}>
              <Text size="sm">{user.email}</Text>
            </Field>
            <Field label={t('Report Date')}>
              <Text size="sm">{formatDateTime(user.timestamp)}</Text>
            </Field>
            <Field label={t('Status')}>
              <Text size="sm">{t(completionLabel(user.level_progress))}</Text>
            </Field>
            <Field label={t('Marks')}>
              <Text fw={600}>
                {report.marks_awarded}/{report.marks_allocated}
              </Text>
            </Field>
            <Field label={t('Percentage')}>
              <Group gap="xs">
                <ToneText fw={700} tone={passColor(reportPercentage(report), report.isPass)}>
                  {formatPercent(reportPercentage(report))}
                </ToneText>
                <ToneBadge tone={passTone(report.isPass)}>{t(passLabel(report))}</ToneBadge>
              </Group>
            </Field>
          </SimpleGrid>
          <Divider />
          <Title order={3} fz="h4">
            {t('Detailed Report')}
          </Title>
          <MarkdownText value={report.overall_report} emptyText={t('No detailed report.')} />
          <Group justify="flex-end" gap="sm" className={classes.actions}>
            <Button variant="default" onClick={onClose}>
              {t('Close')}
            </Button>
            <Button
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              {t('Print Report')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
