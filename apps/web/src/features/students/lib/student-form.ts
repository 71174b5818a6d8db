import {
  CreateStudentRequest,
  UpdateStudentRequest,
  type CreateStudentInput,
  type Student,
  type UpdateStudentInput,
} from '@markwise/contract';
import { i18n, msg } from '@/i18n/i18n';
import { schemaErrors } from '@/lib/form-errors';

export type StudentFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  class: string;
  rollNo: string;
  mobile: string;
  password: string;
};

export type StudentFormField = keyof StudentFormValues;
export type StudentFormErrors = Partial<Record<StudentFormField, string>>;

export const STUDENT_FIELD_LABELS: Record<StudentFormField, string> = {
  firstName: msg('First name'),
  lastName: msg('Last name'),
  email: msg('Email'),
  class: msg('Class'),
  rollNo: msg('Roll number'),
  mobile: msg('Mobile'),
  password: msg('Password'),
};

const STUDENT_FORM_FIELDS = Object.keys(STUDENT_FIELD_LABELS);

export const EMPTY_STUDENT_FORM: StudentFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  class: '',
  rollNo: '',
  mobile: '',
  password: '',
};

export function formFromStudent(student: Student): StudentFormValues {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    email: student.email,
    class: student.class ?? '',
    rollNo: student.rollNo ?? '',
    mobile: student.mobile ?? '',
    password: '',
  };
}

const MOBILE_MIN_DIGITS = 10;

function mobileError(mobile: string): string | undefined {
  const digits = mobile.replace(/\D/g, '');
  if (mobile.trim() !== '' && digits.length < MOBILE_MIN_DIGITS) {
    return i18n.t('Mobile must have at least {{count}} digits', { count: MOBILE_MIN_DIGITS });
  }
  return undefined;
}

/** The request body: blank optional fields are sent as null so an edit can clear them. */
export function toStudentBody(values: StudentFormValues, mode: 'create'): CreateStudentInput;
export function toStudentBody(values: StudentFormValues, mode: 'edit'): UpdateStudentInput;
export function toStudentBody(
  values: StudentFormValues,
  mode: 'create' | 'edit',
): CreateStudentInput | UpdateStudentInput;
export function toStudentBody(
  values: StudentFormValues,
  mode: 'create' | 'edit',
): CreateStudentInput | UpdateStudentInput {
  const common = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    class: values.class,
    rollNo: values.rollNo.trim() || null,
    mobile: values.mobile.trim() || null,
  };
  return mode === 'create' ? { ...common, password: values.password } : common;
}

/**
 * Checks the body with the contract's request schema (the one the API validates with), naming
 * each field by its label; the form adds a blank email and a mobile with too few digits.
 */
export function validateStudentForm(
  values: StudentFormValues,
  mode: 'create' | 'edit',
): StudentFormErrors {
  const schema = mode === 'create' ? CreateStudentRequest : UpdateStudentRequest;
  const errors: StudentFormErrors = schemaErrors(schema, toStudentBody(values, mode), {
    labels: STUDENT_FIELD_LABELS,
    fields: STUDENT_FORM_FIELDS,
  });
  if (values.email.trim() === '') errors.email = i18n.t('Email is required');
  const mobile = mobileError(values.mobile);
  if (mobile) errors.mobile ??= mobile;
  return errors;
}
