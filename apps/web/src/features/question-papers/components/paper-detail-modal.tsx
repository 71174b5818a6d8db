import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { passPercentageOf, type QuestionPaper } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';
import { useQuestionPaper, type AnyQuestionPaper } from '../api/get-question-paper';
import { languageName } from '../lib/language';
import { MarkingGuide } from './marking-guide';
import { PaperMarkdown } from './paper-markdown';
import { Dialog } from '@/components/dialog';

type PaperDetailModalProps = {
  paperId: string | null;
  /** The grid's copy, shown while the paper is fetched. */
  listed?: AnyQuestionPaper;
  isAdmin: boolean;
  onClose: () => void;
  onEdit: (paper: QuestionPaper) => void;
  onDelete: (paper: AnyQuestionPaper) => void;
};

/** Admins read full papers; a student's copy has no model answers. */
function isFullPaper(paper: AnyQuestionPaper): paper is QuestionPaper {
  return paper.questions.every((question) => 'modelAnswer' in question);
}

export function PaperDetailModal({
  paperId,
  listed,
  isAdmin,
  onClose,
  onEdit,
  onDelete,
}: PaperDetailModalProps) {
  const { t } = useTranslation();
  const query = useQuestionPaper(paperId, listed);
  const paper = query.data;
  return (
    <Dialog
      opened={paperId !== null}
      onClose={onClose}
      title={paper ? `${paper.title} (${paper.qpCode})` : t('Question paper')}
      wide
    >
      {query.isError && !paper ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('Error Loading Paper')}>
          {t('There was a problem loading this question paper. Please try again.')}
        </Alert>
      ) : null}
      {!paper && !query.isError ? (
        <Stack role="status" aria-label={t('Loading question paper')}>
          <Skeleton height={60} />
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Stack>
      ) : null}
      {paper ? (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" tt="none">
              {paper.subject ?? t('No subject')}
            </Badge>
            <Badge variant="outline" color="gray" tt="none">
              {paper.class ?? t('All classes')}
            </Badge>
            <Badge variant="outline" color="gray">
              {paper.year}
            </Badge>
          </Group>
          <Text size="sm">
            {[
              t('{{count}} marks', { count: formatNumber(paper.maxMarks) }),
              t('{{minutes}} min', { minutes: paper.timeAllowed }),
              paper.questions.length === 1
                ? t('{{count}} question', { count: 1 })
                : t('{{count}} questions', { count: paper.questions.length }),
              languageName(paper.language),
              paper.passPercentage === null
                ? t('pass at {{percent}}% (the default, unless the exam level sets one)', {
                    percent: passPercentageOf(null, paper),
                  })
                : t('pass at {{percent}}%', { percent: passPercentageOf(null, paper) }),
            ].join(' · ')}
          </Text>
          {paper.description ? <Text c="dimmed">{paper.description}</Text> : null}
          {isAdmin ? (
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => isFullPaper(paper) && onEdit(paper)}
                disabled={!isFullPaper(paper)}
              >
                {t('Edit Paper')}
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onDelete(paper)}
              >
                {t('Delete Paper')}
              </Button>
            </Group>
          ) : null}
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {paper.questions.map((question) => (
              <Card key={question._id} withBorder component="li" padding="md">
                <Group justify="space-between" mb="xs">
                  <Text fw={700}>{t('Question {{number}}', { number: question.number })}</Text>
                  <Badge variant="light" color="indigo">
                    {question.marks === 1
                      ? t('{{count}} mark', { count: 1 })
                      : t('{{count}} marks', { count: question.marks })}
                  </Badge>
                </Group>
                <PaperMarkdown>{question.text}</PaperMarkdown>
                {isAdmin && 'modelAnswer' in question ? <MarkingGuide question={question} /> : null}
              </Card>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Dialog>
  );
}
