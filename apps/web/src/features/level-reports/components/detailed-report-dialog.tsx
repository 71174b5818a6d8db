import { ExamReportDialog } from '@/components/exam-report/exam-report-dialog';
import { useDetailedReport } from '@/lib/api/get-detailed-report';

type DetailedReportDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The attempt to show; nothing is fetched without one. */
  attemptId: string | null;
};

/** The Detailed Exam Report of one attempt, loaded once the dialog opens. */
export function DetailedReportDialog({ opened, onClose, attemptId }: DetailedReportDialogProps) {
  const query = useDetailedReport(attemptId, { enabled: opened });
  return (
    <ExamReportDialog
      opened={opened}
      onClose={onClose}
      isLoading={query.isLoading}
      isError={query.isError}
      report={query.data}
    />
  );
}
