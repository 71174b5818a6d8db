import { Alert, Badge, Card, Group, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';
import { MarkdownText } from '@/components/markdown-text';
import { usePaper } from '../api/get-paper';
import { marksText } from '../lib/level-facts';

/** What the linked paper asks: its code, marks, time and each question with its marks. */
export function PaperPreview({ paperId }: { paperId: string }) {
  const { t } = useTranslation();
  const paper = usePaper(paperId);
  if (paper.isPending) {
    return (
      <Card
        withBorder
        padding="sm"
        aria-busy="true"
        aria-label={t("Loading the paper's questions")}
      >
        <Skeleton h={18} w="60%" mb="xs" />
        <Skeleton h={14} w="90%" mb={6} />
        <Skeleton h={14} w="80%" />
      </Card>
    );
  }
  if (paper.isError) {
    return (
      <Alert color="red" title={t('The paper could not be loaded')}>
        {t('Its questions cannot be previewed now. Please try again later.')}
      </Alert>
    );
  }
  const { data } = paper;
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('Paper preview')}>
      <Stack gap={4} mb="xs">
        <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
          {data.title}
        </Title>
        <Text fz="sm" c="dimmed">
          {data.qpCode} · {marksText(data.maxMarks)} ·{' '}
          {t('{{minutes}} min', { minutes: data.timeAllowed })} ·{' '}
          {data.questions.length === 1
            ? t('{{count}} question', { count: data.questions.length })
            : t('{{count}} questions', { count: data.questions.length })}
          {data.passPercentage !== null
            ? ` · ${t('pass at {{percent}}%', { percent: data.passPercentage })}`
            : ''}
        </Text>
      </Stack>
      <ScrollArea.Autosize
        mah={260}
        type="auto"
        offsetScrollbars
        // Scrolled with the keyboard too.
        viewportProps={{ tabIndex: 0, 'aria-label': t('Questions of the paper') }}
      >
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.questions.map((question) => (
            <li key={question._id}>
              <Group gap="xs" mb={2}>
                <Text fz="sm" fw={600}>
                  {t('Question {{number}}', { number: question.number })}
                </Text>
                <Badge variant="light" size="sm">
                  {marksText(question.marks)}
                </Badge>
              </Group>
              <MarkdownText value={question.text} />
            </li>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Card>
  );
}
