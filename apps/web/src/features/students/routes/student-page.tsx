import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconKey, IconUpload, IconUserOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useParams } from 'react-router';
import type { StudentDetail } from '@markwise/contract';
import { BackButton } from '@/components/back-button';
import { ExamReportDialog } from '@/components/exam-report/exam-report-dialog';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { StatePanel } from '@/components/state-panel';
import { ToneBadge } from '@/components/tone';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { useDetailedReport } from '@/lib/api/get-detailed-report';
import { isApiError } from '@/lib/api-error';
import { formatDateTime, formatNumber, fullName } from '@/lib/format';
import { useStudent } from '../api/get-student';
import { ResetPasswordDialogs } from '../components/reset-password-dialogs';
import { UploadSheetDialog } from '../components/upload-sheet-dialog';
import { ATTEMPT_STATUS, marksLabel } from '../lib/attempt-status';
import { performanceLabel } from '../lib/students-query';
import { queryFailure } from '@/components/load-failure';

/** /students/:studentId: a student's profile, every attempt with its report, and a password reset. */
export function StudentPageRoute() {
  const { t } = useTranslation();
  const { studentId = '' } = useParams();
  const student = useStudent(studentId);
  const back = <BackButton to={paths.students}>{t('Back to Students')}</BackButton>;

  if (student.isError && !student.data) {
    if (
      isApiError(student.error) &&
      (student.error.status === 404 || student.error.status === 400)
    ) {
      return (
        <StatePanel icon={IconUserOff} title={t('Student not found')} titleOrder={1} action={back}>
          {t('This student does not exist in your institution, or has been deleted.')}
        </StatePanel>
      );
    }
    return (
      <Stack>
        <Group>{back}</Group>
        <RetryAlert title={t('Error Loading Student')} {...queryFailure(student)}>
          {t('The student could not be loaded.')}
        </RetryAlert>
      </Stack>
    );
  }
  if (!student.data) return <PageLoader />;
  return <StudentPage student={student.data} back={back} />;
}

function StudentPage({ student, back }: { student: StudentDetail; back: ReactNode }) {
  const { t } = useTranslation();
  const [resetting, setResetting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [reportId, setReportId] = useState<string | null>(null);
  const report = useDetailedReport(reportId, { enabled: reportId !== null });
  const name = fullName(student);

  const facts: [string, string][] = [
    [t('Email'), student.email],
    [t('Class'), student.class ?? '—'],
    [t('Roll No'), student.rollNo ?? '—'],
    [t('Mobile'), student.mobile ?? '—'],
    [t('Completed exams'), formatNumber(student.completedExams)],
    [t('Average performance'), performanceLabel(student.averagePerformance)],
  ];

  return (
    <Stack gap="lg">
      <Group>{back}</Group>
      <PageHeader
        leading={<UserAvatar name={name} photoUrl={student.photoUrl} size="lg" />}
        title={name}
        subtitle={
          student.isActive ? (
            <ToneBadge tone="green">{t('Active')}</ToneBadge>
          ) : (
            <Badge variant="default" tt="none">
              {t('Inactive')}
            </Badge>
          )
        }
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => setUploading(true)}
            >
              {t('Upload Answer Sheet')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => setResetting(true)}
            >
              {t('Reset Password')}
            </Button>
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={2} size="h4" mb="sm">
          {t('Profile')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Title order={2} size="h4" mb="sm">
          {t('Attempts')}
        </Title>
        {student.attempts.length === 0 ? (
          <Text c="dimmed">{t('No attempts yet: {{name}} has not sat an exam.', { name })}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label={t('Attempts of {{name}}', { name })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Paper')}</Table.Th>
                  <Table.Th>{t('Subject')}</Table.Th>
                  <Table.Th>{t('Started')}</Table.Th>
                  <Table.Th>{t('Status')}</Table.Th>
                  <Table.Th>{t('Marks')}</Table.Th>
                  <Table.Th>{t('Report')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {student.attempts.map((attempt) => {
                  const status = ATTEMPT_STATUS[attempt.status];
                  return (
                    <Table.Tr key={attempt.sessionId}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {attempt.paperTitle}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {attempt.paperCode}
                        </Text>
                      </Table.Td>
                      <Table.Td>{attempt.subject}</Table.Td>
                      <Table.Td>{formatDateTime(attempt.startTime)}</Table.Td>
                      {/* The status is a word or two: its badge never shrinks into an ellipsis. */}
                      <Table.Td style={{ whiteSpace: 'nowrap' }} miw={120}>
                        {status.tone ? (
                          <ToneBadge tone={status.tone}>{t(status.label)}</ToneBadge>
                        ) : (
                          <Badge variant="default" tt="none">
                            {t(status.label)}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {marksLabel(attempt.marksAwarded, attempt.marksAllocated)}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setReportId(attempt.sessionId)}
                          aria-label={t('View report: {{paper}}, {{started}}', {
                            paper: attempt.paperTitle,
                            started: formatDateTime(attempt.startTime),
                          })}
                        >
                          {t('View Report')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <ExamReportDialog
        opened={reportId !== null}
        onClose={() => setReportId(null)}
        isLoading={report.isPending && reportId !== null}
        isError={report.isError}
        report={report.data}
      />
      <ResetPasswordDialogs
        studentId={student.id}
        studentName={name}
        opened={resetting}
        onClose={() => setResetting(false)}
      />
      <UploadSheetDialog
        studentId={student.id}
        studentName={name}
        opened={uploading}
        onClose={() => setUploading(false)}
      />
    </Stack>
  );
}
