import { Button, Group, NativeSelect, NumberInput } from '@mantine/core';
import type { Booklet, ScanPage } from '@markwise/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { bookletOptionWords, isOpen } from '../lib/booklet-words';
import type { PagePlacement } from './booklet-parts';

type AssignPageFormProps = {
  page: ScanPage;
  booklets: readonly Booklet[];
  onPlace: (placement: PagePlacement) => void;
  pending: boolean;
};

const NONE = '';

/**
 * The keyboard's way to place a page (the mouse can drag it onto a missing page): a booklet, a
 * page number (its first missing page, to start with), and Place page.
 */
export function AssignPageForm({ page, booklets, onPlace, pending }: AssignPageFormProps) {
  const { t } = useTranslation();
  const open = booklets.filter(isOpen);
  // Untouched, a placed page's own booklet is chosen (once the booklets have loaded).
  const [chosenId, setChosenId] = useState<string | null>(null);
  const bookletId =
    chosenId ??
    (page.bookletId && open.some((booklet) => booklet.id === page.bookletId)
      ? page.bookletId
      : NONE);
  const [pageNumber, setPageNumber] = useState<number | string>(page.pageNumber ?? '');
  const [problem, setProblem] = useState<{ booklet?: string; page?: string }>({});
  const booklet = open.find((candidate) => candidate.id === bookletId);

  const choose = (id: string) => {
    setChosenId(id);
    setProblem({});
    const chosen = open.find((candidate) => candidate.id === id);
    if (chosen?.missingPages[0] !== undefined) setPageNumber(chosen.missingPages[0]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!booklet) return setProblem({ booklet: t('Choose the booklet this page belongs to') });
    const number = Number(pageNumber);
    if (pageNumber === '' || !Number.isInteger(number) || number < 1) {
      return setProblem({ page: t('Type the page number printed on the page') });
    }
    if (number > booklet.pageCount) {
      return setProblem({
        page: t('Booklet {{number}} has {{count}} pages', {
          number: booklet.number,
          count: booklet.pageCount,
        }),
      });
    }
    setProblem({});
    onPlace({ pageId: page.id, booklet, pageNumber: number });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Place page')}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NativeSelect
          label={t('Booklet')}
          size="xs"
          style={{ flex: 1, minWidth: 0 }}
          value={bookletId}
          onChange={(event) => choose(event.currentTarget.value)}
          data={[
            { value: NONE, label: t('Choose a booklet') },
            ...open.map((candidate) => ({
              value: candidate.id,
              label: bookletOptionWords(candidate),
            })),
          ]}
          error={problem.booklet}
          disabled={pending}
        />
        <NumberInput
          label={t('Page number')}
          size="xs"
          w={96}
          min={1}
          max={booklet?.pageCount}
          allowDecimal={false}
          allowNegative={false}
          value={pageNumber}
          onChange={(value) => {
            setPageNumber(value);
            setProblem({});
          }}
          error={problem.page}
          disabled={pending}
        />
      </Group>
      <Group justify="flex-end" mt="xs">
        <Button type="submit" size="xs" loading={pending}>
          {t('Place page')}
        </Button>
      </Group>
    </form>
  );
}
