import { Button, Modal, Stack, Text } from '@mantine/core';
import type { DetailedReport } from '@markwise/contract';
import { ExamReportBody } from './exam-report-body';
import classes from './exam-report-dialog.module.css';
import { reportSubtitle } from './report-subtitle';
import { useTranslation } from '@/i18n/i18n';

/** The dialog is at most 900px wide. */
export const REPORT_DIALOG_MAX_WIDTH = 900;

type ExamReportDialogProps = {
  opened: boolean;
  onClose: () => void;
  isLoading: boolean;
  isError: boolean;
  report: DetailedReport | undefined;
};

/**
 * The Detailed Exam Report dialog: its parent opens and closes it, and gives it the report (the
 * feature that owns the screen loads it).
 */
export function ExamReportDialog({ opened, onClose, ...state }: ExamReportDialogProps) {
  const { t } = useTranslation();
  const subtitle = reportSubtitle(state);

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size={REPORT_DIALOG_MAX_WIDTH}
      centered
      yOffset="5vh"
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Stack gap={2} miw={0}>
            <Modal.Title fw={700} fz="lg">
              {t('Detailed Exam Report')}
            </Modal.Title>
            <Text size="sm" c="dimmed" id="exam-report-subtitle">
              {subtitle}
            </Text>
          </Stack>
          <Modal.CloseButton aria-label={t('Close report')} />
        </Modal.Header>
        {/* Focusable, so the scrolling body can be scrolled from the keyboard. */}
        <Modal.Body tabIndex={0}>
          <ExamReportBody {...state} />
        </Modal.Body>
        <div className={classes.footer}>
          <Button variant="default" onClick={onClose}>
            {t('Close')}
          </Button>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
