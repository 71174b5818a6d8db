/**
 * How the forms turn the contract's zod issues into the messages shown under their fields: one
 * policy for every form, so a rule the API enforces reads the same wherever a form checks it.
 * The web has no zod of its own: these types are what it uses of the contract's schemas.
 */
import { i18n } from '@/i18n/i18n';
import { translatedMessage } from '@/i18n/messages';

/** One problem a contract schema found: where in the input, and what. */
export type SchemaIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** A contract schema, as far as a form uses it. */
export type ContractSchema = {
  safeParse(
    input: unknown,
  ): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
};

/** The form's names of the API's field names: `{ qpCode: 'QP code' }`. */
export type FieldLabels = Readonly<Record<string, string>>;

/** A form's errors by Mantine path: 'title', 'questions.0.text'. */
export type FieldErrors = Record<string, string>;

const capitalised = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/**
 * The one error-message policy. The contract's messages start with the API's field name
 * ('qpCode must not be empty'): a form that labels the field shows its label instead ('QP code
 * must not be empty'); any other message is shown as a sentence ('title is required' → 'Title is
 * required'; 'Please enter a valid email address' unchanged). In another language the message is
 * translated with the label (i18n/messages.ts).
 */
export function issueMessage(issue: SchemaIssue, labels: FieldLabels = {}): string {
  const field = issue.path.at(-1);
  // A label names only the field the issue is at (an item of a list keeps the message's name).
  const translated = translatedMessage(issue.message, (name) =>
    name === field ? labels[name] : undefined,
  );
  if (translated !== undefined) return translated;
  const label = typeof field === 'string' ? labels[field] : undefined;
  if (typeof field === 'string' && label !== undefined && issue.message.startsWith(field)) {
    return `${i18n.t(label)}${issue.message.slice(field.length)}`;
  }
  return capitalised(issue.message);
}

type SchemaErrorsOptions = {
  labels?: FieldLabels;
  /** Where an issue about the input as a whole is shown ('form', or the field it concerns). */
  rootPath?: string;
  /** The form's own fields: issues about anything else in the input are not the user's to fix. */
  fields?: readonly string[];
};

/**
 * Checks `input` with a contract schema: the first issue of each path, through `issueMessage`.
 * An empty object when the input is valid. Used as (part of) a Mantine form's `validate`.
 */
export function schemaErrors(
  schema: ContractSchema,
  input: unknown,
  { labels, rootPath, fields }: SchemaErrorsOptions = {},
): FieldErrors {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length === 0 && rootPath !== undefined ? [rootPath] : issue.path;
    const [top] = path;
    if (top === undefined || (fields && !fields.includes(String(top)))) continue;
    errors[path.map(String).join('.')] ??= issueMessage({ path, message: issue.message }, labels);
  }
  return errors;
}
