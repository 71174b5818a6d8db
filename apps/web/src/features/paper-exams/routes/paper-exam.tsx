import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import {
  IconChecks,
  IconNotebook,
  IconPrinter,
  IconScan,
  IconZoomCheck,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link, useParams } from 'react-router';
import { BackButton } from '@/components/back-button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/notify';
import { useAssignScanPage } from '../api/assign-scan-page';
import { useLevelHeading } from '../api/get-level-heading';
import type { PagePlacement } from '../components/booklet-parts';
import { BookletsSection } from '../components/booklets-section';
import { LevelHeading } from '../components/level-heading';
import { PagesToCheck } from '../components/pages-to-check';
import { PaperExamSection } from '../components/paper-exam-section';
import { PrintBookletsPanel } from '../components/print-booklets-panel';
import { ReplacePageDialog } from '../components/replace-page-dialog';
import { ScanUploadPanel } from '../components/scan-upload-panel';
import { isOpen } from '../lib/booklet-words';

/**
 * /exams/journey/reports/:levelId/paper: an exam sat on paper. Booklets are printed with a code on
 * each page, the class's scans uploaded, and each page read into its booklet; a teacher places the
 * pages the machine could not, and every complete booklet becomes an attempt on the Marking Desk.
 */
export function PaperExamRoute() {
  const { t } = useTranslation();
  const { levelId = '' } = useParams();
  const heading = useLevelHeading(levelId);
  const assign = useAssignScanPage(levelId);
  // A placement refused because a page is there already, offered again as a replacement.
  const [taken, setTaken] = useState<{ placement: PagePlacement; message: string } | null>(null);
  const [replacing, setReplacing] = useState(false);

  const place = (placement: PagePlacement, replace = false) => {
    const { pageId, booklet, pageNumber } = placement;
    assign.mutate(
      { pageId, bookletId: booklet.id, pageNumber, ...(replace ? { replace: true } : {}) },
      {
        onSuccess: () => {
          setReplacing(false);
          toastSuccess(
            t('Placed as page {{page}} of booklet {{booklet}}.', {
              page: pageNumber,
              booklet: booklet.number,
            }),
          );
        },
        onError: (error) => {
          if (!replace && isApiError(error) && error.status === 409 && isOpen(booklet)) {
            setTaken({ placement, message: error.message });
            return setReplacing(true);
          }
          setReplacing(false);
          toastError(errorMessage(error, t('The page was not placed.')));
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t('Paper Exam')}
        subtitle={heading.data ? <LevelHeading level={heading.data} /> : undefined}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.markingDesk(levelId)}
              leftSection={<IconChecks size={16} aria-hidden />}
            >
              {t('Marking Desk')}
            </Button>
            <BackButton to={paths.levelReports(levelId)}>{t('Back to Level Reports')}</BackButton>
          </Group>
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <PaperExamSection title={t('Print answer booklets')} icon={IconPrinter}>
            <PrintBookletsPanel levelId={levelId} />
          </PaperExamSection>
          <PaperExamSection title={t('Upload scans')} icon={IconScan}>
            <ScanUploadPanel levelId={levelId} />
          </PaperExamSection>
        </SimpleGrid>
        <PaperExamSection title={t('Booklets')} icon={IconNotebook}>
          <BookletsSection levelId={levelId} onDropPage={place} />
        </PaperExamSection>
        <PaperExamSection title={t('Pages to check')} icon={IconZoomCheck}>
          <PagesToCheck
            levelId={levelId}
            onPlace={place}
            placing={assign.isPending ? (assign.variables?.pageId ?? null) : null}
          />
        </PaperExamSection>
      </Stack>
      <ReplacePageDialog
        taken={
          taken
            ? {
                bookletNumber: taken.placement.booklet.number,
                pageNumber: taken.placement.pageNumber,
                message: taken.message,
              }
            : null
        }
        opened={replacing}
        pending={assign.isPending}
        onReplace={() => taken && place(taken.placement, true)}
        onClose={() => setReplacing(false)}
      />
    </>
  );
}
