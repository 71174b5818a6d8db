import { Box, Button, Group, SimpleGrid } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { QuestionPaper } from '@markwise/contract';
import { PageHeader } from '@/components/page-header';
import { PaginationBar } from '@/components/pagination-bar';
import { useCurrentUser } from '@/lib/user-store';
import type { AnyQuestionPaper } from '../api/get-question-paper';
import { useQuestionPapers } from '../api/get-question-papers';
import { ApiTokenDialog } from '../components/api-token-dialog';
import { DeletePaperDialog } from '../components/delete-paper-dialog';
import { PaperCard, PaperCardSkeleton } from '../components/paper-card';
import { PaperDetailModal } from '../components/paper-detail-modal';
import { PaperFormModal } from '../components/paper-form-modal';
import { PapersEmpty, PapersError, PapersLoginPrompt } from '../components/papers-states';
import { PapersToolbar } from '../components/papers-toolbar';
import { usePapersFilter } from '../hooks/use-papers-filter';
import { apiToken } from '../lib/api-token';
import { ALL_YEARS, PAPER_SKELETON_COUNT, papersQuery } from '../lib/papers-filter';

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };
type FormState = { opened: boolean; paper: QuestionPaper | null };

export function QuestionPapersRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isAdmin = user?.role === 'ADMIN';
  const [hasToken, setHasToken] = useState(apiToken.has);
  // Visitors without an account browse the public past papers.
  const signedIn = hasToken || user !== null;
  const { filter, searchInput, setSearch, setYear, setPage } = usePapersFilter();
  const papers = useQuestionPapers(papersQuery(filter), { enabled: true });
  const [tokenOpened, setTokenOpened] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AnyQuestionPaper | null>(null);
  const [form, setForm] = useState<FormState>({ opened: false, paper: null });
  const listed = papers.data?.data.find((paper) => paper._id === openId);

  const renderGrid = () => {
    if (papers.isError && !papers.data) {
      return <PapersError onRetry={() => void papers.refetch()} retrying={papers.isFetching} />;
    }
    if (!papers.data) {
      return (
        <SimpleGrid cols={GRID_COLS} role="status" aria-label={t('Loading question papers')}>
          {Array.from({ length: PAPER_SKELETON_COUNT }, (_, index) => (
            <PaperCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      );
    }
    const { data, pagination } = papers.data;
    if (data.length === 0) {
      return <PapersEmpty filtered={filter.search !== '' || filter.year !== ALL_YEARS} />;
    }
    return (
      <>
        <Box aria-busy={papers.isPlaceholderData} opacity={papers.isPlaceholderData ? 0.6 : 1}>
          <SimpleGrid cols={GRID_COLS} component="section" aria-label={t('Question papers')}>
            {data.map((paper) => (
              <PaperCard
                key={paper._id}
                paper={paper}
                isAdmin={isAdmin}
                onOpen={() => setOpenId(paper._id)}
              />
            ))}
          </SimpleGrid>
        </Box>
        {pagination.totalPages > 1 ? (
          <Group justify="center" mt="lg">
            <PaginationBar
              label={t('Question paper pages')}
              page={filter.page}
              totalPages={pagination.totalPages}
              onChange={setPage}
            />
          </Group>
        ) : null}
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={t('Question Papers')}
        subtitle={t("Browse, search and open your institution's question papers.")}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => setTokenOpened(true)}
            >
              {t('API Token')}
            </Button>
            {isAdmin ? (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setForm({ opened: true, paper: null })}
              >
                {t('New Paper')}
              </Button>
            ) : null}
          </>
        }
      />
      {signedIn ? null : <PapersLoginPrompt onUseToken={() => setTokenOpened(true)} />}
      <PapersToolbar
        search={searchInput}
        onSearchChange={setSearch}
        year={filter.year}
        onYearChange={setYear}
      />
      {renderGrid()}
      <ApiTokenDialog
        opened={tokenOpened}
        onClose={() => setTokenOpened(false)}
        onChange={() => setHasToken(apiToken.has())}
      />
      <PaperDetailModal
        paperId={openId}
        listed={listed}
        isAdmin={isAdmin}
        onClose={() => setOpenId(null)}
        onEdit={(paper) => setForm({ opened: true, paper })}
        onDelete={setDeleting}
      />
      <PaperFormModal
        opened={form.opened}
        paper={form.paper}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
      <DeletePaperDialog
        paper={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setOpenId(null);
        }}
      />
    </>
  );
}
