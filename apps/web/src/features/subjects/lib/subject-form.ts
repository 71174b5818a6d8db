import {
  CreateSubjectRequest,
  type CreateSubjectRequest as CreateSubjectBody,
  type Subject,
  type UpdateSubjectRequest,
} from '@markwise/contract';

export type SubjectFormValues = {
  title: string;
  description: string;
  is_active: boolean;
};

export type SubjectFormErrors = Partial<Record<'title' | 'description', string>>;

export const emptySubjectForm: SubjectFormValues = { title: '', description: '', is_active: true };

export function subjectFormFromSubject(subject: Subject): SubjectFormValues {
  return {
    title: subject.title,
    description: subject.description ?? '',
    is_active: subject.is_active,
  };
}

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** Checked with the contract's schema, so the form refuses what the API refuses, naming the field. */
export function validateSubjectForm(examId: string, values: SubjectFormValues): SubjectFormErrors {
  const result = CreateSubjectRequest.safeParse({ examId, ...values });
  if (result.success) return {};
  const errors: SubjectFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'title' || field === 'description') && !errors[field]) {
      errors[field] = sentence(issue.message);
    }
  }
  return errors;
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
