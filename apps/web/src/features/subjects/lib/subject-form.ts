import {
  CreateSubjectRequest,
  type CreateSubjectRequest as CreateSubjectBody,
  type Subject,
  type UpdateSubjectRequest,
} from '@markwise/contract';
import { schemaErrors } from '@/lib/form-errors';

export type SubjectFormValues = {
  title: string;
  description: string;
  is_active: boolean;
};

const SUBJECT_FORM_FIELDS = ['title', 'description'] as const;
export type SubjectFormErrors = Partial<Record<(typeof SUBJECT_FORM_FIELDS)[number], string>>;

export const emptySubjectForm: SubjectFormValues = { title: '', description: '', is_active: true };

export function subjectFormFromSubject(subject: Subject): SubjectFormValues {
  return {
    title: subject.title,
    description: subject.description ?? '',
    is_active: subject.is_active,
  };
}

/** Checked with the contract's schema, so the form refuses what the API refuses, naming the field. */
export function validateSubjectForm(examId: string, values: SubjectFormValues): SubjectFormErrors {
  return schemaErrors(CreateSubjectRequest, { examId, ...values }, { fields: SUBJECT_FORM_FIELDS });
}

export function toCreateSubjectBody(examId: string, values: SubjectFormValues): CreateSubjectBody {
  const description = values.description.trim();
  return {
    examId,
    title: values.title.trim(),
    ...(description ? { description } : {}),
    is_active: values.is_active,
  };
}

/** An emptied description is sent as null, which clears it. */
export function toUpdateSubjectBody(values: SubjectFormValues): UpdateSubjectRequest {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    description: description === '' ? null : description,
    is_active: values.is_active,
  };
}
