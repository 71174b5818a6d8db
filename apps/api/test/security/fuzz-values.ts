import fc from 'fast-check';
import { ISO_DATE_MAX, ISO_DATE_MIN } from '@markwise/contract';

/** The seed of every random value, printed by the suite; FUZZ_SEED replays another run. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_250_314);

/** A JSON schema as the OpenAPI document gives a field or a parameter. */
export type FieldSchema = {
  type?: string;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: FieldSchema[];
  allOf?: FieldSchema[];
  not?: object;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  additionalProperties?: boolean;
  $ref?: string;
};

export const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

/** PostgreSQL refuses the NUL character in text and JSON values. */
export const NUL = 'nul\u0000byte';

/** Text no field should choke on: SQL, markup, templates, paths, control and odd characters. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5) --',
  '" UNION SELECT password_hash FROM users --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  NUL,
  '\u202eRTL override',
  '😀'.repeat(20),
  ' ',
  '',
  'null',
  '__proto__',
];

/** Values of the wrong shape for most fields. */
const WRONG_SHAPES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  '12',
  [],
  {},
  { $gt: '' },
  nested(50),
];

/** `{ a: { a: … } }`, `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Deterministic random samples, different for each field (`salt`). */
export function randomValues(salt: number): unknown[] {
  const seed = FUZZ_SEED + salt;
  return [
    ...fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed, numRuns: 2 }),
    ...fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed, numRuns: 1 }),
  ];
}

/**
 * `count` of the hostile strings, a different few for each `salt`, so that all of them are sent
 * across the fields and parameters without sending every one to each.
 */
function someHostile(salt: number, count: number): string[] {
  const { length } = HOSTILE_STRINGS;
  return Array.from({ length: count }, (_, i) => HOSTILE_STRINGS[(salt * count + i) % length]!);
}

/**
 * Bad values for a body field of this schema: every wrong shape, the NUL character, a few hostile
 * strings, random values and over-long text.
 */
export function badFieldValues(schema: FieldSchema, salt: number): unknown[] {
  const values = [...WRONG_SHAPES, NUL, ...someHostile(salt, 3), ...randomValues(salt)];
  const max = maxLength(schema);
  if (max !== undefined) values.push('y'.repeat(max + 1));
  values.push('z'.repeat(20_000));
  return values;
}

/** Bad values for a path parameter (every one is an id), as the URL carries them. */
export function badPathValues(salt: number): string[] {
  return [
    '',
    'not-a-uuid',
    '0',
    '-1',
    '00000000-0000-0000-0000-000000000000',
    'w'.repeat(5000),
    NUL,
    ...someHostile(salt, 4),
    ...fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }), {
      seed: FUZZ_SEED + salt,
      numRuns: 1,
    }),
  ];
}

/** Bad values for a query parameter: wrong types, edge numbers, bad dates, hostile text. */
export function badQueryValues(schema: FieldSchema, salt: number): string[] {
  const values = [
    '',
    'abc',
    '-1',
    '0',
    '1.5',
    '1e6',
    '99999999999999999999',
    'NaN',
    'Infinity',
    '0x10',
    '2025-13-45',
    '14/03/2025',
    '2025-02-30',
    // Well-formed days outside what JavaScript and PostgreSQL dates agree on.
    '9999-12-31',
    '0000-01-01',
    '1899-12-31',
    '3000-01-01',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'w'.repeat(5000),
    NUL,
    ...someHostile(salt, 5),
    ...fc.sample(fc.string({ unit: 'binary', maxLength: 30 }), {
      seed: FUZZ_SEED + salt,
      numRuns: 2,
    }),
  ];
  if (schema.maxLength !== undefined) values.push('q'.repeat(schema.maxLength + 1));
  return values;
}

function maxLength(schema: FieldSchema): number | undefined {
  return schema.maxLength ?? schema.anyOf?.find((s) => s.maxLength !== undefined)?.maxLength;
}

/**
 * Whether a value could be a valid value of the field on its own. False means no request carrying
 * it is valid, so the API must refuse it; true leaves the outcome open (other rules may refuse).
 * `coerce`: a query parameter, whose numbers arrive as text and are read with Number().
 */
export function fits(schema: FieldSchema, value: unknown, coerce = false): boolean {
  if (schema.not) return false;
  if (schema.allOf) return schema.allOf.every((part) => fits(part, value, coerce));
  if (schema.anyOf) return schema.anyOf.some((part) => fits(part, value, coerce));
  if (value === null) return schema.nullable === true || (schema.enum?.includes(null) ?? false);
  if (schema.enum && !schema.enum.includes(value)) return false;
  switch (schema.type) {
    case 'string':
      return typeof value === 'string' && fitsText(schema, value);
    case 'integer':
    case 'number': {
      if (coerce && typeof value !== 'string') return false;
      const number = coerce ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) return false;
      if (schema.type === 'integer' && !Number.isInteger(number)) return false;
      return number >= (schema.minimum ?? -Infinity) && number <= (schema.maximum ?? Infinity);
    }
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return (
        Array.isArray(value) &&
        value.length >= (schema.minItems ?? 0) &&
        value.length <= (schema.maxItems ?? Infinity) &&
        value.every((item) => !schema.items || fits(schema.items, item))
      );
    case 'object':
      return typeof value === 'object' && !Array.isArray(value);
    default:
      return true;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fitsText(schema: FieldSchema, value: string): boolean {
  // zod counts code points. Fields are trimmed before their length is checked, so a longer one
  // may still fit once trimmed.
  const length = (text: string) => Array.from(text).length;
  const trimmed = value.trim();
  const min = schema.minLength ?? 0;
  if (length(value) < min && length(trimmed) < min) return false;
  if (length(trimmed) > (schema.maxLength ?? Infinity)) return false;
  if (schema.format === 'uuid' && !UUID.test(value)) return false;
  if (schema.format === 'date' && !isCalendarDate(value)) return false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  return true;
}

/** A real day in yyyy-MM-dd within the range every date parameter takes. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || value < ISO_DATE_MIN || value > ISO_DATE_MAX) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
