import { CreateJourneyRequest } from '@markwise/contract';
import { schemaErrors, type FieldErrors } from '@/lib/form-errors';

export type JourneyTitleValues = { title: string };

/** Checked with the contract's schema; the field is labelled 'Journey title'. */
export function validateJourneyTitle(subjectId: string, values: JourneyTitleValues): FieldErrors {
  return schemaErrors(
    CreateJourneyRequest,
    { subjectId, title: values.title },
    { fields: ['title'], labels: { title: 'Journey title' } },
  );
}
