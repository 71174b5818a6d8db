import type { Call } from './access-requests.js';
import type { Method } from './access-table.js';
import {
  badFieldValues,
  badPathValues,
  badQueryValues,
  fits,
  HOSTILE_STRINGS,
  ONE_MEGABYTE,
  type FieldSchema,
} from './fuzz-values.js';

/** One operation of the OpenAPI document, its schemas resolved. */
export type Operation = {
  method: Method;
  /** OpenAPI form: /api/exams/{examId}. */
  path: string;
  pathParams: Record<string, FieldSchema>;
  query: Record<string, FieldSchema>;
  /** The JSON or multipart body, when the operation declares one. */
  body?: { schema: FieldSchema; multipart: boolean; optional: boolean };
};

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; fields: Record<string, string>; files: NonNullable<Call['files']> };

export type FuzzCase = {
  label: string;
  /** No valid request carries this input: the API must answer 4xx. Otherwise only not 5xx. */
  mustRefuse: boolean;
  /** The URL with its query string, encoded as sent. */
  url: string;
  body?: FuzzBody;
  /** Text the case sent, which a successful answer may echo; left out of the leak checks. */
  sent: string[];
};

const MALFORMED_JSON = ['{"a":', '{a:1}', "{'a':1}", '[', '{"a":1,}', 'nul', '{"a":"\\x"}'];
const NOT_AN_OBJECT = ['[]', '"text"', '123', 'null', 'true'];
const MALFORMED_ESCAPES = ['%E0%A4%A', '%', '%zz', '%C0%AF'];

const encodeQuery = (pairs: [string, string][]) =>
  pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

/**
 * The bad inputs of one operation, each a change to a valid request (`base`): one bad path
 * parameter, query parameter, body field or body at a time. `salt` varies the random values.
 */
export function fuzzCases(operation: Operation, base: Call, salt: number): FuzzCase[] {
  const params = base.params ?? {};
  const pathWith = (name?: string, encoded?: string) =>
    operation.path.replace(/\{(\w+)\}/g, (_m, param: string) =>
      param === name ? encoded! : encodeURIComponent(params[param]!),
    );
  const validQuery = Object.entries(base.query ?? {});
  const url = (path: string, query: [string, string][] = validQuery) =>
    query.length > 0 ? `${path}?${encodeQuery(query)}` : path;
  const validBody = baseBody(base);
  const at = (label: string, mustRefuse: boolean, change: Partial<FuzzCase>): FuzzCase => ({
    label,
    mustRefuse,
    url: url(pathWith()),
    body: validBody,
    sent: [],
    ...change,
  });

  const cases: FuzzCase[] = [];
  for (const [name, schema] of Object.entries(operation.pathParams)) {
    for (const value of badPathValues(salt++)) {
      // An empty segment is another route (GET /question-papers/ is the list), not a bad id.
      cases.push(
        at(`path ${name}=${preview(value)}`, value !== '' && !fits(schema, value), {
          url: url(pathWith(name, encodeURIComponent(value))),
          sent: [value],
        }),
      );
    }
    for (const raw of MALFORMED_ESCAPES) {
      cases.push(at(`path ${name}=${raw} (raw)`, true, { url: url(pathWith(name, raw)) }));
    }
  }

  const others = (name: string) => validQuery.filter(([key]) => key !== name);
  const declared = Object.keys(operation.query).length > 0;
  for (const [name, schema] of Object.entries(operation.query)) {
    for (const value of badQueryValues(schema, salt++)) {
      cases.push(
        at(`query ${name}=${preview(value)}`, !fits(schema, value, true), {
          url: url(pathWith(), [...others(name), [name, value]]),
          sent: [value],
        }),
      );
    }
    cases.push(
      at(`query ${name} twice`, true, {
        url: url(pathWith(), [...others(name), [name, '1'], [name, '2']]),
      }),
      at(`query ${name}[a]`, true, { url: url(pathWith(), [...validQuery, [`${name}[a]`, '1']]) }),
    );
  }
  // Unknown parameters: refused where a query schema is declared (they are strict), else ignored;
  // the prototype keys are stripped by Nest's validation pipe, so ignored everywhere.
  for (const [key, refused] of [
    ['unknown', declared],
    ['__proto__', false],
    ['constructor', false],
    ['constructor[prototype][polluted]', declared],
  ] as const) {
    cases.push(
      at(`query ${key}`, refused, { url: url(pathWith(), [...validQuery, [key, 'yes']]) }),
    );
  }
  if (declared) {
    cases.push(
      at('query of 1 MB', true, {
        url: url(pathWith(), [...validQuery, ['search', ONE_MEGABYTE]]),
      }),
    );
  }

  cases.push(...bodyCases(operation, base, validBody, at, salt));
  return cases;
}

type At = (label: string, mustRefuse: boolean, change: Partial<FuzzCase>) => FuzzCase;

function bodyCases(
  operation: Operation,
  base: Call,
  validBody: FuzzBody | undefined,
  at: At,
  salt: number,
): FuzzCase[] {
  const json = (text: string): Partial<FuzzCase> => ({
    body: { kind: 'raw', contentType: 'application/json', text },
  });
  const cases: FuzzCase[] = [
    ...MALFORMED_JSON.map((text) => at(`malformed JSON ${text}`, true, json(text))),
  ];
  const body = operation.body;
  if (!body) {
    cases.push(at('unexpected JSON body', false, { body: { kind: 'json', value: { x: 1 } } }));
    return cases;
  }
  // A missing or unreadable body is refused unless the body is optional altogether.
  const required = !body.optional;
  const strict = body.schema.additionalProperties === false;
  const fields = body.schema.properties ?? {};
  const object = (validBody?.kind === 'json' ? validBody.value : (base.fields ?? {})) as Record<
    string,
    unknown
  >;
  // A raw JSON text with one more member than the valid body, written first (replacing a field).
  const withRaw = (key: string, rawValue: string) => {
    const rest = JSON.stringify({ ...object, [key]: undefined }).slice(1);
    return `{"${key}":${rawValue}${rest === '}' ? '}' : `,${rest}`}`;
  };
  const firstField = Object.keys(fields)[0] ?? 'field';

  cases.push(
    ...NOT_AN_OBJECT.map((text) => at(`body ${text}`, true, json(text))),
    at('text/plain body', required, {
      body: { kind: 'raw', contentType: 'text/plain', text: JSON.stringify(object) },
    }),
    at('XML body', required, {
      body: { kind: 'raw', contentType: 'application/xml', text: '<a><b>1</b></a>' },
    }),
    at('form body with nested keys', false, {
      body: {
        kind: 'raw',
        contentType: 'application/x-www-form-urlencoded',
        text: 'a[b][c]=1&__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
      },
    }),
    at('body of 1 MB', true, {
      body: { kind: 'json', value: { ...object, [firstField]: ONE_MEGABYTE } },
    }),
    at('arrays nested 40000 deep', true, json(withRaw(firstField, nestedArrays(40_000)))),
    at('objects nested 15000 deep', strict, json(withRaw('deep', nestedObjects(15_000)))),
    // Nest's validation pipe strips these two keys before validating: ignored, never refused.
    // The suite checks afterwards that no prototype was polluted.
    at('__proto__ key', false, json(withRaw('__proto__', '{"polluted":"yes"}'))),
    at('constructor.prototype key', false, {
      ...json(withRaw('constructor', '{"prototype":{"polluted":"yes"}}')),
    }),
    at('unknown field', strict, { body: { kind: 'json', value: { ...object, unknownField: 1 } } }),
  );

  for (const [name, schema] of Object.entries(fields)) {
    const rest = Object.fromEntries(Object.entries(object).filter(([key]) => key !== name));
    const isRequired = body.schema.required?.includes(name) ?? false;
    if (body.multipart && base.fields) {
      // Multipart carries text only: the files stay, one field goes bad.
      const texts = [...HOSTILE_STRINGS, 'y'.repeat((schema.maxLength ?? 300) + 1)];
      for (const value of texts) {
        cases.push(
          at(`field ${name}=${preview(value)}`, !fits(schema, value), {
            body: {
              kind: 'multipart',
              fields: { ...(rest as Record<string, string>), [name]: value },
              files: base.files ?? [],
            },
            sent: [value],
          }),
        );
      }
      continue;
    }
    cases.push(at(`body without ${name}`, isRequired, { body: { kind: 'json', value: rest } }));
    for (const value of badFieldValues(schema, salt++)) {
      cases.push(
        at(`body ${name}=${preview(value)}`, !fits(schema, value), {
          body: { kind: 'json', value: { ...rest, [name]: value } },
          sent: typeof value === 'string' ? [value] : [],
        }),
      );
    }
  }
  return cases;
}

function baseBody(base: Call): FuzzBody | undefined {
  if (base.fields || base.files) {
    return { kind: 'multipart', fields: base.fields ?? {}, files: base.files ?? [] };
  }
  return base.body === undefined ? undefined : { kind: 'json', value: base.body };
}

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}"deep"${'}'.repeat(depth)}`;

function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 24 ? `${text.slice(0, 24)}…` : text;
}
