import { Alert, Button, Loader, NativeSelect, Select, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import {
  ANSWER_IMAGE_MIME_TYPES,
  ANSWER_SHEET_PAGES_MAX,
  type OnBehalfLevel,
  type PaperQuestion,
} from '@markwise/contract';
import { Dialog } from '@/components/dialog';
import { FormActions } from '@/components/form-actions';
import { ImageDropzone } from '@/components/image-dropzone';
import { errorMessage } from '@/lib/api-error';
import { toastSuccess } from '@/lib/notify';
import { usePaperQuestions, useSheetLevels, useUploadAnswerSheet } from '../api/answer-sheet';

type UploadSheetDialogProps = {
  studentId: string;
  studentName: string;
  opened: boolean;
  onClose: () => void;
};

const levelLabel = (level: OnBehalfLevel) =>
  `${level.course} › ${level.subject} › ${level.title} (${level.paper.qpCode})`;

/** Page n answers question n until the questions run out; the teacher corrects what differs. */
const defaultQuestion = (questions: PaperQuestion[], index: number) =>
  questions[Math.min(index, questions.length - 1)]?._id ?? '';

/**
 * Uploads a student's handwritten answer sheet: the exam level, the photographed pages, and the
 * question each page answers. The attempt is created submitted and marked like any other.
 */
export function UploadSheetDialog({
  studentId,
  studentName,
  opened,
  onClose,
}: UploadSheetDialogProps) {
  const { t } = useTranslation();
  const levels = useSheetLevels(opened);
  const [levelId, setLevelId] = useState<string | null>(null);
  const level = levels.data?.find((candidate) => candidate.levelId === levelId) ?? null;
  const questions = usePaperQuestions(level?.paper.id ?? null);
  const [files, setFiles] = useState<File[]>([]);
  /** The question chosen for each page where the teacher changed the default. */
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAnswerSheet();

  const close = () => {
    setLevelId(null);
    setFiles([]);
    setChosen({});
    setProblem(null);
    upload.reset();
    onClose();
  };
  const questionOf = (index: number) =>
    chosen[index] ?? defaultQuestion(questions.data ?? [], index);

  const submit = () => {
    if (!level) return setProblem(t('Choose the exam level the sheet was written for'));
    if (files.length === 0) return setProblem(t('Add at least one photographed page'));
    if (files.length > ANSWER_SHEET_PAGES_MAX) {
      return setProblem(t('A sheet holds at most {{max}} pages', { max: ANSWER_SHEET_PAGES_MAX }));
    }
    setProblem(null);
    upload.mutate(
      {
        studentId,
        level,
        pages: files.map((file, index) => ({ file, questionId: questionOf(index) })),
      },
      {
        onSuccess: () => {
          toastSuccess(
            t("{{name}}'s answer sheet was uploaded; marking has started.", { name: studentName }),
          );
          close();
        },
        onError: (error) => setProblem(errorMessage(error, t('The sheet could not be uploaded.'))),
      },
    );
  };

  const questionOptions = (questions.data ?? []).map((question) => ({
    value: question._id,
    label:
      question.marks === 1
        ? t('Question {{number}} ({{marks}} mark)', {
            number: question.number,
            marks: question.marks,
          })
        : t('Question {{number}} ({{marks}} marks)', {
            number: question.number,
            marks: question.marks,
          }),
  }));

  return (
    <Dialog opened={opened} onClose={close} title={t('Upload Answer Sheet')} wide>
      <Stack gap="md">
        <Text c="dimmed">
          {t(
            "Photographs of {{name}}'s handwritten answers. Each page is marked as the answer to the question chosen under it.",
            { name: studentName },
          )}
        </Text>
        <Select
          label={t('Exam level')}
          placeholder={levels.isPending ? t('Loading levels…') : t('Choose a level')}
          data={(levels.data ?? []).map((option) => ({
            value: option.levelId,
            label: levelLabel(option),
          }))}
          value={levelId}
          onChange={(value) => {
            setLevelId(value);
            setChosen({});
          }}
          searchable
          nothingFoundMessage={t('No exam level matches')}
          rightSection={levels.isPending ? <Loader size="xs" /> : undefined}
          error={
            levels.isError ? errorMessage(levels.error, t('The levels could not be loaded.')) : null
          }
          disabled={upload.isPending}
          required
        />
        {level && questions.isError ? (
          <Alert color="red" title={t("The paper's questions could not be loaded")}>
            {errorMessage(questions.error, t('Try choosing the level again.'))}
          </Alert>
        ) : null}
        <ImageDropzone
          label={t('Pages')}
          description={t(
            'JPEG, PNG or WebP photographs, in the order written; up to {{max}} pages.',
            { max: ANSWER_SHEET_PAGES_MAX },
          )}
          files={files}
          onFilesChange={(next) => {
            setFiles(next);
            // A removed page shifts the pages after it: their choices no longer line up.
            setChosen({});
          }}
          accept={ANSWER_IMAGE_MIME_TYPES.join(',')}
          disabled={upload.isPending}
          previewFooter={(file, index) =>
            questions.data ? (
              <NativeSelect
                size="xs"
                aria-label={t('Question answered on page {{page}} ({{file}})', {
                  page: index + 1,
                  file: file.name,
                })}
                data={questionOptions}
                value={questionOf(index)}
                onChange={(event) =>
                  setChosen((current) => ({ ...current, [index]: event.currentTarget.value }))
                }
                disabled={upload.isPending}
              />
            ) : (
              <Text size="xs" c="dimmed">
                {t('Page {{page}}', { page: index + 1 })}
              </Text>
            )
          }
        />
        {problem ? (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        <FormActions onCancel={close} pending={upload.isPending}>
          <Button
            onClick={submit}
            loading={upload.isPending}
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={level !== null && !questions.data}
          >
            {t('Upload and Mark')}
          </Button>
        </FormActions>
      </Stack>
    </Dialog>
  );
}
