/**
 * The fuzz battery's generator (decision 212): from the API's own OpenAPI document, a seeded stream of
 * malformed requests spread evenly over every operation. Each case starts from a request the schema
 * accepts and carries one defect (a wrong type, a missing field, a 100 KB string, a NUL character, a
 * 1 MB body, broken JSON or multipart, a bad header, an odd path parameter …), so a failure points at
 * one cause. Pure: the same document and seed always give the same cases (answers never steer it).
 */

export type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
};
type OpenApiParam = { in: string; name: string; required?: boolean; schema: Schema };
type OpenApiOperation = {
  parameters?: OpenApiParam[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
};
export type OpenApiDoc = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** Who sends a case: throwaway callers get a token of their own (the call may end its session). */
export type Caller =
  | 'guest'
  | 'customer'
  | 'admin'
  | 'seller'
  | 'courier'
  | 'throwaway-customer'
  | 'throwaway-admin';

export type Operation = {
  method: string;
  path: string;
  params: { in: 'path' | 'query'; name: string; required: boolean; schema: Schema }[];
  body: Schema | null;
  multipart: boolean;
  staff: boolean;
  /** Logout and account removal end the caller's session: never sent with the shared tokens. */
  endsSession: boolean;
};

export const KINDS = [
  'wrong-type',
  'missing-required',
  'huge-string',
  'odd-string',
  'nul-char',
  'deep-nesting',
  'big-body',
  'bad-json',
  'content-type',
  'bad-header',
  'bad-multipart',
  'path-param',
  'query-junk',
  'unknown-route',
] as const;
export type Kind = (typeof KINDS)[number];
/** Defects put into one field; each operation's fields take them in turn, so every field gets some. */
const FIELD_KINDS: readonly Kind[] = ['wrong-type', 'huge-string', 'odd-string', 'nul-char'];

export type FuzzCase = {
  id: number;
  /** `METHOD /path/{template}` as the document names it (or `unknown route`). */
  operation: string;
  kind: Kind;
  caller: Caller;
  /** The defect in a few words, for the failure report. */
  note: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** mulberry32: small, fast and the same on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof prng>;

const KB = 1024;
const MB = 1024 * KB;
const BODY_LIMIT = 1_048_576;
const SESSION_ENDING = [
  '/api/v1/auth/logout',
  '/api/v1/customer/remove-account',
  '/api/v1/staff/auth/logout',
];
const IMAGE_FIELDS = ['image', 'image[]', 'attachments', 'productImages'];

/*
 * The value pools (packed: one defect family a line reads better than one value a line). None holds
 * the text the battery looks for in answers (LEAK_MARKERS in fuzz.test.ts), so an answer echoing a
 * value back is never taken for a leak; a test holds that.
 */
// biome-ignore format: a table of values
export const WRONG_FOR_STRING: unknown[] = [12345, -1, 0.5, true, false, null, [], ['a'], {}, { $gt: '' }, 1e308];
// biome-ignore format: a table of values
export const WRONG_FOR_NUMBER: unknown[] = [
  'abc', '1e309', 'NaN', 'Infinity', '-0', '0x1F', '1.5', '', ' 7 ', '１２',
  1.5, -1, 0, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, true, null, [], [1, 2], {},
];
const WRONG_FOR_ARRAY: unknown[] = ['a', 1, {}, { 0: 1, length: 1 }, [null], null, true];
const WRONG_FOR_OBJECT: unknown[] = ['text', 1, [], null, [{}], true];
/** Query and path values are text on the wire: these are text of the wrong shape. */
// biome-ignore format: a table of values
export const WRONG_TEXT = [
  'abc', '1e309', '-1', '0', '99999999999999999999', '2147483648', '9007199254740993', '1.5',
  'NaN', 'null', 'undefined', '[object Object]', '1,2', 'true', ' ', '',
];
/** Valid JSON strings that trouble a database, a logger or a renderer (NUL has a defect of its own). */
// biome-ignore format: a table of values
export const ODD_STRINGS = [
  'lone \ud800 surrogate', '\u202eright-to-left override', 'zero\u200bwidth\ufeff', '😀👍🏽🇵🇰',
  'مرحبا بالعالم', 'اردو میں', '%s%n%x%d', '{{7*7}}<%= 7*7 %>', '<script>alert(1)</script>',
  "1' OR '1'='1", '1; DROP TABLE users; --', "'||(SELECT(1))||'", '$$; TRUNCATE items; --',
  '\\', '"', '\r\n\r\n', '../../../../etc/passwd', 'a'.repeat(10_000),
];
/** PostgreSQL text cannot hold NUL: every field is given one in turn. */
export const NUL_STRINGS = ['nul\u0000inside', '\u0000', `${'x'.repeat(60)}\u0000`];
/** Path parameters as URL text: some malformed on purpose (`%ZZ`, a lone `%`, overlong UTF-8). */
// biome-ignore format: a table of values
export const ODD_PATH_VALUES = [
  '99999999999999999999999', '2147483648', '9007199254740993', '-1', '0', '-0', '1.5', '1e3', '0x10',
  '+1', 'abc', 'NaN', 'null', "1'%20OR%20'1'='1", '1%3B%20DROP%20TABLE%20users--',
  "'%7C%7C(SELECT(1))%7C%7C'", '%00', '%ZZ', '%', '%C0%AF', '..', '%2e%2e%2f%2e%2e', '%C3%BC',
  '%F0%9F%98%80', '%D9%85%D8%B1%D8%AD%D8%A8%D8%A7', '%E2%80%AE', '%EF%BC%91', 'x'.repeat(199), '1'.repeat(201),
];
// biome-ignore format: a table of values
export const BAD_JSON = [
  '{', '{"a":}', '{"a":1,}', "{'a':1}", 'NaN', '[1,2', '"\\uZZZZ"', '\ufeff{}', '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '{"a":1e999}',
  '{"a":123456789012345678901234567890}', ' ', 'null', 'true', '[]', '"text"', '0', '{"a":"\\ud800"}',
  `{"a":"${'\\u0000'.repeat(100)}"}`,
];
// biome-ignore format: a table of values
const CONTENT_TYPES = [
  'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data',
  'multipart/form-data; boundary=', 'application/json; charset=utf-16', 'application/json; charset=',
  'APPLICATION/JSON', 'application/jsonx', 'application/octet-stream', ';;;', '*/*',
  'text/html; charset=utf-8', 'application/merge-patch+json', 'x'.repeat(2000),
];

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** One header each; the values are what a broken or hostile client sends. */
// biome-ignore format: a table of values
const HEADER_DEFECTS: Record<string, string[]> = {
  authorization: [
    'Bearer', 'Bearer ', 'Bearer x', `Bearer ${'a'.repeat(300)}`, `Bearer ${'A'.repeat(40)}`,
    'Basic dXNlcjpwYXNz', `Bearer ${'A'.repeat(20)} ${'B'.repeat(20)}`, "Bearer '||(SELECT(1))||'",
    `Bearer ${'a'.repeat(20_000)}`, 'Bearer ключ-ключ-ключ-ключ-ключ', `Bearer\t${'A'.repeat(24)}`,
    `Token ${'A'.repeat(24)}`,
  ],
  'idempotency-key': ['', ' ', 'k'.repeat(101), 'k'.repeat(10_000), 'ключ', '../..', 'key with spaces', 'a\tb', '%00'],
  'accept-language': [
    'x'.repeat(10_000), '*;q=abc,en;q=2,;q=', Array.from({ length: 1000 }, (_, i) => `l${i};q=0.${i % 10}`).join(','),
    'ar-SA-u-nu-arab-x-private-use-extension', ',,,,;;;;',
  ],
  'x-localization': ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'EN', 'ur-PK', 'xx', 'a'.repeat(5000), ','],
  zoneId: [
    '[', '[]', '[0]', '[1e309]', '[-1]', '{}', 'null', '["1"]', deepArray(1000), '1,2', '__proto__', '[1.5]',
    `[${Array.from({ length: 10_000 }, (_, i) => i + 1).join(',')}]`,
  ],
  moduleId: ['NaN', '1e309', '-1', 'abc', '0x10', 'Infinity', '9'.repeat(400)],
  latitude: ['NaN', '1e309', '-91', 'abc', 'Infinity', '9'.repeat(400)],
  longitude: ['NaN', '181', '-1e309', 'abc', '0x10'],
  cookie: [
    '=', ';;;;', `a=${'b'.repeat(8000)}`, 'bazaar_session=%%%%; bazaar_xsrf=\u0001', '%', 'a=%E0%A4%A',
    Array.from({ length: 500 }, (_, i) => `c${i}=${i}`).join('; '), '__proto__=1; constructor=2',
  ],
  'x-request-id': ['', 'x'.repeat(10_000), 'ключ-ключ-ключ', '../../../../x'],
  accept: ['application/xml', '*/*;q=abc', 'text/html', 'x'.repeat(3000), ''],
  'accept-encoding': ['gzip;q=abc, br;q=2, identity;q=0', '*;q=0', 'br', 'gzip', 'deflate', 'zstd, compress, x-unknown'],
  'x-forwarded-for': ['not-an-ip', '999.999.999.999', `::1, ::2, ${'x,'.repeat(1000)}`],
  'content-encoding': ['gzip', 'br', 'x-unknown'],
};

/** A 1×1 PNG: the one real picture forms carry when a file goes with them. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** URL text of a value; a lone surrogate (which no URL can carry) becomes U+FFFD. */
const urlText = (value: string) =>
  encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

/** Follows `$ref` into components (a dangling one is an error) and takes a union's first branch. */
function resolver(doc: OpenApiDoc) {
  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (schema.$ref) {
      const target = doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')];
      if (!target) throw new Error(`the OpenAPI document names ${schema.$ref} but does not define it`);
      return resolve(target);
    }
    const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
    return branch ? resolve({ ...schema, anyOf: undefined, oneOf: undefined, ...branch }) : schema;
  };
  const deep = (schema: Schema): Schema => {
    const s = resolve(schema);
    const properties = s.properties && Object.entries(s.properties).map(([k, v]) => [k, deep(v)]);
    return {
      ...s,
      ...(properties && { properties: Object.fromEntries(properties) }),
      ...(s.items && { items: deep(s.items) }),
    };
  };
  return { resolve, deep };
}

/** Every path and method of the document, with its parameters and body schema resolved. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const { resolve, deep } = resolver(doc);
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): Operation => {
      const content = op.requestBody?.content ?? {};
      const body = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({
            in: p.in as 'path' | 'query',
            name: p.name,
            required: p.required === true,
            schema: resolve(p.schema),
          })),
        body: body ? deep(body) : null,
        multipart: 'multipart/form-data' in content,
        staff: /^\/api\/v1\/(admin|vendor|staff)\//.test(path),
        endsSession: SESSION_ENDING.includes(path),
      };
    }),
  );
}

const KNOWN_PATTERNS: Record<string, string> = {
  '^B[\\w-]{86}$': `B${'A'.repeat(86)}`,
  '^[\\w-]{22}$': 'A'.repeat(22),
};

/** A value the schema accepts (or close to it): the base each defect is put into. Files are 'file'. */
export function sample(schema: Schema, name: string, rng: Rng): unknown {
  if (schema.enum?.length) return rng.pick(schema.enum);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.min(
        Math.max(schema.minimum ?? 1, 1) + rng.int(5),
        schema.maximum ?? Number.MAX_SAFE_INTEGER,
      );
    case 'boolean':
      return rng.chance(0.5);
    case 'array':
      if (schema.items?.format === 'binary') return 'file';
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () =>
        sample(schema.items ?? {}, name, rng),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key) || rng.chance(0.5))
          .map(([key, s]) => [key, sample(s, key, rng)]),
      );
    default:
      if (schema.format === 'binary') return 'file';
      if (schema.pattern) return KNOWN_PATTERNS[schema.pattern] ?? 'fuzz-slug';
      if (/email/.test(name)) return `fuzz.${rng.int(1e6)}@example.pk`;
      if (/password/.test(name)) return 'Chai-Paratha-2026!';
      if (/phone|number/.test(name)) return '03001234567';
      if (/endpoint/.test(name)) return `https://push.example.test/${rng.int(1e6)}`;
      return 'fuzz'.padEnd(schema.minLength ?? 4, 'z');
  }
}

type Path = (string | number)[];
type Field = { where: 'body' | 'query' | 'path'; path: Path };

/** Every place in a value (containers and leaves), as paths from the root. */
function placesIn(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  if (at.length) out.push(at);
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      placesIn(v, [...at, Array.isArray(value) ? Number(k) : k], out);
  return out;
}

const getAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], value);

function setAt(value: unknown, path: Path, next: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1) as string | number] = next;
  return copy;
}

function wrongFor(value: unknown, rng: Rng): unknown {
  if (typeof value === 'string') return rng.pick(WRONG_FOR_STRING);
  if (typeof value === 'number') return rng.pick(WRONG_FOR_NUMBER);
  if (Array.isArray(value)) return rng.pick(WRONG_FOR_ARRAY);
  if (value && typeof value === 'object') return rng.pick(WRONG_FOR_OBJECT);
  return rng.pick([...WRONG_FOR_NUMBER, ...WRONG_FOR_STRING]);
}

/** A multipart body written by hand, so that it can be wrong in ways FormData never is. */
export type Part = {
  name?: string;
  filename?: string;
  type?: string;
  data: string | Buffer;
  rawHeaders?: string;
};
export function multipartBody(parts: Part[], boundary: string, opts: { close?: boolean; eol?: string } = {}) {
  const eol = opts.eol ?? '\r\n';
  const chunks = parts.flatMap((p) => {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const disposition = p.name === undefined ? 'form-data' : `form-data; name="${p.name}"${file}`;
    const type = p.type ? `${eol}Content-Type: ${p.type}` : '';
    const head = p.rawHeaders ?? `Content-Disposition: ${disposition}${type}`;
    return [Buffer.from(`--${boundary}${eol}${head}${eol}${eol}`), Buffer.from(p.data), Buffer.from(eol)];
  });
  if (opts.close !== false) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return Buffer.concat(chunks);
}

/** The parts a valid body makes: objects and arrays as JSON text (as `Stores` travels), files as files. */
const partsOf = (body: Record<string, unknown>): Part[] =>
  Object.entries(body).map(([name, value]) =>
    value === 'file'
      ? { name, filename: 'tiny.png', type: 'image/png', data: TINY_PNG }
      : { name, data: typeof value === 'string' ? value : JSON.stringify(value) },
  );

/** Forms broken as forms (the multipart parser's side), or carrying files no upload should take. */
function badMultipart(body: Record<string, unknown>, rng: Rng) {
  const boundary = `fuzz${rng.int(1e9)}`;
  const parts = partsOf(body);
  const field = Object.keys(body)[0] ?? 'field';
  const file = (data: Buffer | string, extra: Partial<Part> = {}): Part => ({
    name: rng.pick(IMAGE_FIELDS),
    filename: 'x.png',
    type: 'image/png',
    data,
    ...extra,
  });
  const form = (extra: Part[], opts?: { close?: boolean; eol?: string }) =>
    multipartBody([...parts, ...extra], boundary, opts);
  const withoutStores = parts.filter((p) => p.name !== 'Stores');
  const variants: [string, () => Buffer, string?][] = [
    ['boundary mismatch', () => multipartBody(parts, `other${boundary}`)],
    ['no closing boundary', () => form([], { close: false })],
    ['LF line ends', () => form([], { eol: '\n' })],
    ['part without name', () => form([{ data: 'x' }])],
    ['part without headers', () => form([{ rawHeaders: '', data: 'x' }])],
    ['text field sent as a file', () => multipartBody([file(TINY_PNG, { name: field })], boundary)],
    [
      'five files under each image name',
      () => form(IMAGE_FIELDS.flatMap((name) => Array.from({ length: 5 }, () => file(TINY_PNG, { name })))),
    ],
    ['forty fields', () => form(Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, data: 'x' })))],
    ['100 KB field', () => form([{ name: field, data: 'x'.repeat(100 * KB) }])],
    ['file over 2 MB', () => form([file(Buffer.alloc(2 * MB + 1, 7))])],
    [
      'random bytes claiming to be a PNG',
      () => form([file(Buffer.from(Array.from({ length: 4096 }, () => rng.int(256))))]),
    ],
    ['truncated PNG', () => form([file(TINY_PNG.subarray(0, 30))])],
    ['empty file', () => form([file(Buffer.alloc(0))])],
    [
      'odd file name and type',
      () =>
        form([
          file('<svg onload="alert(1)"/>', {
            filename: rng.pick(['../../etc/passwd', 'ключ.png', '%00.png', 'a'.repeat(5000), '']),
            type: rng.pick(['image/svg+xml', 'text/html', '', 'x/x; charset=nope']),
          }),
        ]),
    ],
    ['field repeated', () => form(parts)],
    [
      'JSON field broken',
      () => multipartBody([...withoutStores, { name: 'Stores', data: rng.pick(BAD_JSON) }], boundary),
    ],
    [
      'JSON field 1000 levels deep',
      () =>
        multipartBody(
          [...withoutStores, { name: rng.pick(['Stores', field]), data: deepArray(1000) }],
          boundary,
        ),
    ],
    [
      'part header 10 KB',
      () =>
        multipartBody(
          [{ rawHeaders: `Content-Disposition: form-data; name="${'n'.repeat(10 * KB)}"`, data: 'x' }],
          boundary,
        ),
    ],
    ['empty body', () => Buffer.alloc(0)],
    ['garbage body', () => Buffer.from('not a form at all')],
    ['no boundary parameter', () => form([]), 'multipart/form-data'],
    ['nested multipart/mixed', () => form([]), `multipart/mixed; boundary=${boundary}`],
    [
      'boundary 300 characters',
      () => multipartBody(parts, 'b'.repeat(300)),
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
    ],
  ];
  const [note, payload, contentType] = rng.pick(variants);
  return {
    note,
    payload: payload(),
    contentType: contentType ?? `multipart/form-data; boundary=${boundary}`,
  };
}

/** One case in the making: a request the schema accepts, then one defect put into it. */
class CaseBuilder {
  query: Record<string, string> = {};
  pathValues: Record<string, string> = {};
  body: Record<string, unknown> | null;
  headers: Record<string, string> = {};
  payload: string | Buffer | undefined;
  rawQuery: string | null = null;
  note = '';
  /** Upload calls are sent as a form half of the time (they take JSON too). */
  asForm: boolean;

  constructor(
    readonly op: Operation,
    readonly rng: Rng,
  ) {
    for (const p of op.params) {
      if (p.in === 'path') this.pathValues[p.name] = urlText(String(sample(p.schema, p.name, rng)));
      else if (p.required || rng.chance(0.3)) this.query[p.name] = String(sample(p.schema, p.name, rng));
    }
    this.body = op.body ? (sample(op.body, 'body', rng) as Record<string, unknown>) : null;
    this.asForm = op.multipart && rng.chance(0.5);
    // Files cannot travel in JSON: a JSON body leaves them out (they are optional in practice).
    if (this.body && !this.asForm)
      this.body = Object.fromEntries(Object.entries(this.body).filter(([, v]) => v !== 'file'));
  }

  /** Fields a defect can go into: body places, query parameters, path parameters. */
  fields(): Field[] {
    const places = this.body ? placesIn(this.body).map((path) => ({ where: 'body' as const, path })) : [];
    return [...places, ...this.op.params.map((p) => ({ where: p.in, path: [p.name] }))];
  }

  put({ where, path }: Field, value: unknown) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (where === 'body') this.body = setAt(this.body, path, value) as Record<string, unknown>;
    else if (where === 'query') this.query[String(path[0])] = text;
    else this.pathValues[String(path[0])] = urlText(text);
  }

  build(): Omit<FuzzCase, 'id' | 'operation' | 'kind' | 'caller'> {
    const path = this.op.path.replace(/\{(\w+)\}/g, (_, name: string) => this.pathValues[name] ?? '1');
    const query =
      this.rawQuery ??
      Object.entries(this.query)
        .map(([k, v]) => `${urlText(k)}=${urlText(v)}`)
        .join('&');
    const headers = { ...this.headers };
    let payload = this.payload;
    if (payload === undefined && this.body && this.op.method !== 'GET') {
      const boundary = `fuzz${this.rng.int(1e9)}`;
      payload = this.asForm ? multipartBody(partsOf(this.body), boundary) : JSON.stringify(this.body);
      headers['content-type'] ??= this.asForm
        ? `multipart/form-data; boundary=${boundary}`
        : 'application/json';
    }
    const url = query ? `${path}?${query}` : path;
    return {
      note: this.note,
      method: this.op.method,
      url,
      headers,
      ...(payload !== undefined && { payload }),
    };
  }
}

/**
 * The defects an operation can carry (all but those needing fields it does not have). Upload calls
 * take broken forms three times as often: that is where forms are read for real.
 */
function kindsFor(op: Operation, fieldCount: number): Kind[] {
  const kinds = KINDS.filter((kind) => {
    if (kind === 'unknown-route') return false;
    if (kind === 'path-param') return op.params.some((p) => p.in === 'path');
    if (FIELD_KINDS.includes(kind)) return fieldCount > 0;
    if (kind === 'missing-required')
      return op.params.some((p) => p.required) || Boolean(op.body?.required?.length);
    return true;
  });
  return op.multipart ? [...kinds, 'bad-multipart', 'bad-multipart'] : kinds;
}

const where = (f: Field) => `${f.where} ${f.path.join('.')}`;

/** Puts one defect into the case; `turn` is how many times this operation had this kind before. */
function applyDefect(b: CaseBuilder, kind: Kind, turn: number, rng: Rng) {
  const fields = b.fields();
  // Field defects take the operation's fields in turn, so none is left out by chance.
  const f = fields[turn % Math.max(fields.length, 1)] as Field;
  const json = (payload: string, note: string) => {
    b.payload = payload;
    b.headers['content-type'] = 'application/json';
    b.note = note;
  };
  switch (kind) {
    case 'wrong-type': {
      b.put(f, f.where === 'body' ? wrongFor(getAt(b.body, f.path), rng) : rng.pick(WRONG_TEXT));
      b.note = `wrong type in ${where(f)}`;
      return;
    }
    case 'huge-string':
      b.put(f, rng.pick(['x', 'ü', '😀', '1']).repeat(100 * KB));
      b.note = `100 KB in ${where(f)}`;
      return;
    case 'odd-string':
    case 'nul-char': {
      const value = rng.pick(kind === 'odd-string' ? ODD_STRINGS : NUL_STRINGS);
      b.put(f, value);
      b.note = `${JSON.stringify(value.slice(0, 30))} in ${where(f)}`;
      return;
    }
    case 'missing-required': {
      const required = [
        ...b.op.params.filter((p) => p.required).map((p) => ({ where: p.in, name: p.name })),
        ...(b.op.body?.required ?? []).map((name) => ({ where: 'body' as const, name })),
      ];
      if (rng.chance(0.25)) {
        b.note = 'every required field missing';
        b.query = {};
        if (b.body) b.body = {};
        for (const name of Object.keys(b.pathValues)) b.pathValues[name] = '';
        return;
      }
      const gone = required[turn % required.length]!;
      b.note = `${gone.where} ${gone.name} missing`;
      if (gone.where === 'body' && b.body) delete b.body[gone.name];
      else if (gone.where === 'query') delete b.query[gone.name];
      else b.pathValues[gone.name] = '';
      return;
    }
    case 'deep-nesting': {
      const places = fields.filter((x) => x.where === 'body');
      const roll = rng.next();
      if (places.length && roll < 0.6) {
        const at = rng.pick(places);
        const text = JSON.stringify(setAt(b.body, at.path, '\u0001DEEP\u0001'));
        const deep = rng.chance(0.5) ? deepArray(1000) : deepObject(1000);
        json(text.replace('"\\u0001DEEP\\u0001"', deep), `1000 levels in ${where(at)}`);
      } else if (roll < 0.8) {
        json(deepObject(1000), '1000 levels as the body');
      } else {
        b.headers.zoneId = deepArray(1000);
        b.note = '1000 levels in the zoneId header';
      }
      return;
    }
    case 'big-body': {
      // Just under the 1 MB body limit (parsed and validated) or just over it (413).
      const over = rng.chance(0.5);
      const size = over ? BODY_LIMIT + 1 + rng.int(1000) : BODY_LIMIT - 200 - rng.int(1000);
      const strings = fields.filter((x) => x.where === 'body' && typeof getAt(b.body, x.path) === 'string');
      const label = over ? 'over' : 'under';
      if (strings.length && rng.chance(0.7)) {
        const at = rng.pick(strings);
        const room = size - JSON.stringify(setAt(b.body, at.path, '')).length;
        json(
          JSON.stringify(setAt(b.body, at.path, 'x'.repeat(Math.max(0, room)))),
          `${label} 1 MB in ${where(at)}`,
        );
      } else {
        // A thousand 1 KB strings: as big as half a million numbers, at a fraction of the parse time.
        const element = `"${'x'.repeat(1020)}"`;
        const n = over ? Math.ceil(size / 1023) + 1 : Math.floor(size / 1023) - 1;
        json(`[${Array(n).fill(element).join(',')}]`, `${label} 1 MB array as the body`);
      }
      return;
    }
    case 'bad-json': {
      const text = rng.pick(BAD_JSON);
      json(text, `body ${JSON.stringify(text.slice(0, 40))}`);
      return;
    }
    case 'content-type': {
      const type = rng.pick(CONTENT_TYPES);
      b.payload = rng.chance(0.7)
        ? JSON.stringify(b.body ?? {})
        : rng.pick(['a=1&b=2', '<a>1</a>', 'plain text', '']);
      b.headers['content-type'] = type;
      b.note = `content-type ${type.slice(0, 50)}`;
      return;
    }
    case 'bad-header': {
      const name = rng.pick(Object.keys(HEADER_DEFECTS));
      const value = rng.pick(HEADER_DEFECTS[name]!);
      b.headers[name] = value;
      b.note = `${name}: ${JSON.stringify(value.slice(0, 40))}${value.length > 40 ? ` (${value.length} chars)` : ''}`;
      return;
    }
    case 'bad-multipart': {
      const form = badMultipart(b.body ?? {}, rng);
      b.payload = form.payload;
      b.headers['content-type'] = form.contentType;
      b.note = form.note;
      return;
    }
    case 'path-param': {
      const name = rng.pick(b.op.params.filter((x) => x.in === 'path')).name;
      const value = rng.pick(ODD_PATH_VALUES);
      b.pathValues[name] = value; // already URL text: some of it malformed on purpose
      b.note = `path ${name} = ${value.slice(0, 40)}`;
      return;
    }
    case 'query-junk': {
      const names = b.op.params.filter((p) => p.in === 'query').map((p) => p.name);
      const n = names.length ? rng.pick(names) : 'limit';
      const base = Object.entries(b.query).map(([k, v]) => `${urlText(k)}=${urlText(v)}`);
      // biome-ignore format: a table of values
      const junk = rng.pick([
        `${n}=1&${n}=2`, `${n}[]=1&${n}[]=2`, `${n}[a]=1`, n, `${n}=`, `${n}=%ZZ`, `${n}=%00`, `${n}=%E2%80%AE`,
        '__proto__=1&constructor=2', `${n}=${'1'.repeat(5000)}`, '&&&==&=', `${n}=1;${n}=2`,
        Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join('&'),
      ]);
      b.rawQuery = [...base, junk].join('&');
      b.note = `query ${junk.slice(0, 50)}`;
      return;
    }
    case 'unknown-route':
      return;
  }
}

// biome-ignore format: a table of values
const UNKNOWN_ROUTES = [
  ['GET', '/api/v1/no-such-call'], ['POST', '/api/v1/items/latest'], ['PATCH', '/api/v1/config'],
  ['DELETE', '/api/v1/categories'], ['GET', '/api/v2/config'], ['GET', '/api/v1/items/details'],
  ['GET', '/api/v1/items/details/1/extra'], ['GET', '/api/v1/%ZZ'], ['GET', '/api/v1/..%2f..%2fetc%2fpasswd'],
  ['GET', `/api/v1/${'x'.repeat(100 * KB)}`], ['PUT', '/api/v1/customer/order/place'], ['OPTIONS', '/api/v1/config'],
  ['GET', '/api/v1/customer/ticket/1/2'], ['GET', '/api/v1//items//latest'], ['GET', '/api/v1/items/latest%00'],
  ['GET', '/api/v1/admin'],
] as const;

function unknownRoute(id: number, round: number, rng: Rng): FuzzCase {
  const [method, url] = UNKNOWN_ROUTES[round % UNKNOWN_ROUTES.length]!;
  const payload =
    method === 'GET' || method === 'OPTIONS' ? undefined : rng.pick(['{}', '{', 'x'.repeat(100)]);
  return {
    id,
    operation: 'unknown route',
    kind: 'unknown-route',
    caller: rng.chance(0.5) ? 'guest' : 'customer',
    note: `${method} ${url.slice(0, 60)}`,
    method,
    url,
    headers: payload === undefined ? {} : { 'content-type': 'application/json' },
    ...(payload !== undefined && { payload }),
  };
}

/** Half signed in, half not; staff calls by every staff role; a few staff tokens on customer calls. */
function callerFor(op: Operation, rng: Rng): Caller {
  const roll = rng.next();
  if (op.staff) {
    // A courier's routes mostly by a courier, the others mostly by their own role; every route also by the rest.
    const own: Caller = op.path.includes('/delivery-man/') ? 'courier' : roll < 0.55 ? 'admin' : 'seller';
    const who: Caller =
      roll < 0.25 ? 'guest' : roll < 0.35 ? 'customer' : roll < 0.8 ? own : roll < 0.9 ? 'seller' : 'courier';
    return op.endsSession && who !== 'guest' && who !== 'customer' ? 'throwaway-admin' : who;
  }
  if (roll < 0.03) return 'admin';
  const who: Caller = roll < 0.515 ? 'guest' : 'customer';
  return op.endsSession && who === 'customer' ? 'throwaway-customer' : who;
}

/**
 * `count` cases spread evenly over the document's operations (plus one slot of unknown routes): case
 * `id` goes to operation `id % slots`, and each operation cycles through the defects it can carry.
 */
export function* fuzzCases(doc: OpenApiDoc, seed: number, count: number): Generator<FuzzCase> {
  const rng = prng(seed);
  const ops = operationsOf(doc);
  const slots = ops.length + 1;
  for (let id = 0; id < count; id++) {
    const round = Math.floor(id / slots);
    const op = ops[id % slots];
    if (!op) {
      yield unknownRoute(id, round, rng);
      continue;
    }
    const b = new CaseBuilder(op, rng);
    const kinds = kindsFor(op, b.fields().length);
    const kind = kinds[round % kinds.length]!;
    applyDefect(b, kind, Math.floor(round / kinds.length), rng);
    yield { id, operation: `${op.method} ${op.path}`, kind, caller: callerFor(op, rng), ...b.build() };
  }
}

/**
 * The extremes every call gets once each (decision 220), beside the random cases: JSON nested 100,000
 * levels (arrays and objects), 50,000 keys side by side, and a 10 MB body, as JSON and as a form.
 * Deep values must be refused before anything walks them; a call without a body refuses any.
 */
export function* extremeCases(doc: OpenApiDoc): Generator<FuzzCase> {
  const tenMb = `{"a":"${'x'.repeat(10 * MB)}"}`;
  const wide = `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`;
  const bodies: [string, string, string][] = [
    ['100,000 levels of arrays', 'application/json', deepArray(100_000)],
    ['100,000 levels of objects', 'application/json', deepObject(100_000)],
    ['50,000 keys', 'application/json', wide],
    ['10 MB of JSON', 'application/json', tenMb],
    [
      '10 MB form',
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'x'.repeat(10 * MB)}\r\n--x--\r\n`,
    ],
  ];
  let id = 0;
  for (const op of operationsOf(doc)) {
    const path = op.path.replace(/\{(\w+)\}/g, '1');
    for (const [note, type, payload] of bodies) {
      yield {
        id: id++,
        operation: `${op.method} ${op.path}`,
        kind: 'deep-nesting',
        caller: op.endsSession ? 'throwaway-customer' : op.staff ? 'admin' : 'customer',
        note,
        method: op.method,
        url: path,
        headers: { 'content-type': type },
        payload,
      };
    }
  }
}
