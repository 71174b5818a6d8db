import {
  CreateStudentRequest,
  UpdateStudentRequest,
  type CreateStudentInput,
  type Student,
  type UpdateStudentInput,
} from '@markwise/contract';

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
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  class: 'Class',
  rollNo: 'Roll number',
  mobile: 'Mobile',
  password: 'Password',
};

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

/** The contract's messages start with the API field name; the form shows the field's label. */
function labelled(field: StudentFormField, message: string): string {
  return message.startsWith(field)
    ? `${STUDENT_FIELD_LABELS[field]}${message.slice(field.length)}`
    : message;
}

const MOBILE_MIN_DIGITS = 10;

type Validated<T> = { ok: true; body: T } | { ok: false; errors: StudentFormErrors };

function collect(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): StudentFormErrors {
  const errors: StudentFormErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in STUDENT_FIELD_LABELS) {
      const key = field as StudentFormField;
      errors[key] ??= labelled(key, issue.message);
    }
  }
  return errors;
}

function mobileError(mobile: string): string | undefined {
  const digits = mobile.replace(/\D/g, '');
  if (mobile.trim() !== '' && digits.length < MOBILE_MIN_DIGITS) {
    return `Mobile must have at least ${MOBILE_MIN_DIGITS} digits`;
  }
  return undefined;
}

/**
 * Checks the form with the contract's request schema (the one the API validates with) and builds
 * the body: blank optional fields are sent as null so an edit can clear them.
 */
export function validateStudentForm(
  values: StudentFormValues,
  mode: 'create',
): Validated<CreateStudentInput>;
export function validateStudentForm(
  values: StudentFormValues,
  mode: 'edit',
): Validated<UpdateStudentInput>;
export function validateStudentForm(
  values: StudentFormValues,
  mode: 'create' | 'edit',
): Validated<CreateStudentInput | UpdateStudentInput> {
  const common = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    class: values.class,
    rollNo: values.rollNo.trim() || null,
    mobile: values.mobile.trim() || null,
  };
  const body = mode === 'create' ? { ...common, password: values.password } : common;
  const parsed = (mode === 'create' ? CreateStudentRequest : UpdateStudentRequest).safeParse(body);
  const errors = parsed.success ? {} : collect(parsed.error.issues);
  if (values.email.trim() === '') errors.email = 'Email is required';
  const mobile = mobileError(values.mobile);
  if (mobile) errors.mobile ??= mobile;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body };
}
