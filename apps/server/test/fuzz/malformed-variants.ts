import {
  patternOf,
  sampleOf,
  typesOf,
  valueSchemaOf,
  type JsonSchema,
  type Operation,
  type Parameter,
  type Random,
} from './openapi-operations.js';

/** What a variant breaks. */
export type Category =
  | 'nul'
  | 'surrogate'
  | 'control'
  | 'bidi'
  | 'type'
  | 'size'
  | 'overflow'
  | 'date'
  | 'format'
  | 'traversal'
  | 'unknown'
  | 'missing'
  | 'syntax'
  | 'content-type'
  | 'nesting'
  | 'header';

/**
 * invalid: the request breaks the contract (or a rule every field has: bounded numbers and strings, no NUL,
 * lone surrogates, control or bidi characters), so only a 4xx is right; accepting it is a failure.
 * hostile: odd but possibly acceptable (a traversal in a free text, an unknown field): never a 5xx, never a change;
 * such variants are only sent where they cannot succeed (a row that does not exist, a body broken elsewhere).
 */
export type Expectation = 'invalid' | 'hostile';

export type Variant = {
  operation: Operation;
  label: string;
  category: Category;
  expect: Expectation;
  /** Who sends it: the administrator (operations that need a token), anyone (the others), or a copy of an
   * administrator's request without its token or with a forged one. */
  caller: Caller;
  headers: Record<string, string>;
  /** The URL and body, built when the variant is sent (some are megabytes: only the sampled ones are built). */
  build: () => Built;
};

export type Built = { url: string; payload?: string | Buffer };
export type Caller = 'admin' | 'public' | 'no token' | 'forged token';

type Resolve = (schema: JsonSchema) => JsonSchema;

/**
 * One way to break a value: `value`, or `make` for a large one (built only when sent), or `raw`, written into the
 * JSON text as is (numbers JSON.stringify cannot write).
 */
type Mutation = {
  name: string;
  category: Category;
  expect: Expectation;
  value?: unknown;
  make?: () => unknown;
  raw?: string;
};

const TRAVERSAL = '../../../../etc/passwd';
const LONG_UNBOUNDED = 70_000;
const BAD_DATES = ['2026-02-30', 'abc', '99999-01-01', '0000-01-01', '2026-13-01', '2025-02-29'];

const refuses = (schema: JsonSchema, text: string): boolean => {
  const pattern = patternOf(schema);
  return Boolean(pattern && !pattern.test(text));
};

/** The ways to break a string value. */
const stringMutations = (schema: JsonSchema, types: Set<string>): Mutation[] => {
  const list: Mutation[] = [
    { name: 'NUL', category: 'nul', expect: 'invalid', value: 'fu\u0000zz' },
    { name: 'lone high surrogate', category: 'surrogate', expect: 'invalid', value: 'fu\ud800zz' },
    { name: 'lone low surrogate', category: 'surrogate', expect: 'invalid', value: '\udc00' },
    { name: 'control character', category: 'control', expect: 'invalid', value: 'fu\u0007zz' },
    { name: 'bidi override', category: 'bidi', expect: 'invalid', value: 'fu\u202Ezz' },
    { name: 'bidi isolate', category: 'bidi', expect: 'invalid', value: 'fu\u2066zz\u2069' },
    {
      name: 'too long',
      category: 'size',
      expect: 'invalid',
      make: () => 'x'.repeat(schema.maxLength !== undefined ? schema.maxLength + 1 : LONG_UNBOUNDED),
    },
    {
      name: 'traversal',
      category: 'traversal',
      expect: refuses(schema, TRAVERSAL) ? 'invalid' : 'hostile',
      value: TRAVERSAL,
    },
  ];
  if (!types.has('number') && !types.has('integer'))
    list.push({ name: 'a number', category: 'type', expect: 'invalid', value: 12345 });
  if (!types.has('object'))
    list.push({ name: 'an object', category: 'type', expect: 'invalid', value: { a: 1 } });
  if (!types.has('array')) list.push({ name: 'an array', category: 'type', expect: 'invalid', value: ['a'] });
  if (!types.has('null')) list.push({ name: 'null', category: 'type', expect: 'invalid', value: null });
  if (schema.format === 'date' || schema.pattern?.includes('-02-29'))
    for (const date of BAD_DATES)
      list.push({ name: `date ${date}`, category: 'date', expect: 'invalid', value: date });
  if (schema.format === 'uuid')
    list.push({ name: 'not a uuid', category: 'format', expect: 'invalid', value: 'not-a-uuid' });
  if (schema.enum)
    list.push({ name: 'not an option', category: 'format', expect: 'invalid', value: 'zz-not-an-option' });
  else if (refuses(schema, 'a b!'))
    list.push({ name: 'outside the pattern', category: 'format', expect: 'invalid', value: 'a b!' });
  return list;
};

/** The ways to break a number value. */
const numberMutations = (schema: JsonSchema, types: Set<string>, integer: boolean): Mutation[] => {
  const list: Mutation[] = [
    { name: '1e300', category: 'overflow', expect: 'invalid', value: 1e300 },
    { name: '-1e300', category: 'overflow', expect: 'invalid', value: -1e300 },
    { name: '2^53 + 1', category: 'overflow', expect: 'invalid', raw: '9007199254740993' },
    { name: '1e999 (Infinity)', category: 'overflow', expect: 'invalid', raw: '1e999' },
    { name: '-1e999', category: 'overflow', expect: 'invalid', raw: '-1e999' },
    { name: 'a numeric string', category: 'type', expect: 'invalid', value: '12' },
    { name: "'NaN'", category: 'type', expect: 'invalid', value: 'NaN' },
    { name: 'a boolean', category: 'type', expect: 'invalid', value: true },
  ];
  if (schema.maximum !== undefined && schema.maximum < 1e15)
    list.push({ name: 'above maximum', category: 'overflow', expect: 'invalid', value: schema.maximum + 1 });
  if (schema.minimum !== undefined)
    list.push({ name: 'below minimum', category: 'overflow', expect: 'invalid', value: schema.minimum - 1 });
  if (integer) list.push({ name: 'a fraction', category: 'type', expect: 'invalid', value: 1.5 });
  if (!types.has('null')) list.push({ name: 'null', category: 'type', expect: 'invalid', value: null });
  return list;
};

const deepArray = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

/** The ways to break any value, by the types its schema allows. */
const mutationsOf = (schema: JsonSchema, resolve: Resolve, sample: unknown): Mutation[] => {
  const types = typesOf(schema, resolve);
  const value = valueSchemaOf(schema, resolve);
  if (types.has('any')) return [];
  if (types.has('string')) return stringMutations(value, types);
  if (types.has('integer') || types.has('number')) return numberMutations(value, types, !types.has('number'));
  const list: Mutation[] = [];
  if (!types.has('null')) list.push({ name: 'null', category: 'type', expect: 'invalid', value: null });
  if (types.has('boolean'))
    list.push(
      { name: "'true'", category: 'type', expect: 'invalid', value: 'true' },
      { name: '1', category: 'type', expect: 'invalid', value: 1 },
      { name: 'NUL string', category: 'nul', expect: 'invalid', value: '\u0000' },
    );
  if (types.has('array')) {
    const count = value.maxItems !== undefined ? value.maxItems + 1 : 10_001;
    const item = Array.isArray(sample) ? sample[0] : null;
    list.push(
      { name: 'an object', category: 'type', expect: 'invalid', value: { 0: item } },
      { name: 'a string', category: 'type', expect: 'invalid', value: 'x' },
      { name: `${count} items`, category: 'size', expect: 'invalid', make: () => Array(count).fill(item) },
      { name: 'nested arrays', category: 'nesting', expect: 'invalid', value: deepArray(64) },
    );
  }
  if (types.has('object'))
    list.push(
      { name: 'an array', category: 'type', expect: 'invalid', value: [sample] },
      { name: 'a string', category: 'type', expect: 'invalid', value: 'x' },
      { name: 'nested arrays', category: 'nesting', expect: 'invalid', value: deepArray(64) },
    );
  return list;
};

/** A place in the body: its path and schema, and the sample value there. */
type Slot = { path: (string | number)[]; schema: JsonSchema; sample: unknown };

/** The body's values worth breaking: top-level fields, and the fields of the first item of arrays of objects. */
const slotsOf = (schema: JsonSchema, sample: unknown, resolve: Resolve, path: (string | number)[] = []) => {
  const slots: Slot[] = [];
  const value = valueSchemaOf(schema, resolve);
  if (path.length > 3) return slots;
  if (value.properties && sample && typeof sample === 'object' && !Array.isArray(sample)) {
    for (const [key, property] of Object.entries(value.properties)) {
      const child = (sample as Record<string, unknown>)[key];
      slots.push({ path: [...path, key], schema: property, sample: child });
      slots.push(...slotsOf(property, child, resolve, [...path, key]));
    }
  } else if (value.items && Array.isArray(sample) && sample.length > 0) {
    const items = valueSchemaOf(value.items, resolve);
    if (items.properties) slots.push(...slotsOf(value.items, sample[0], resolve, [...path, 0]));
  }
  return slots;
};

const clone = <T>(value: T): T => structuredClone(value);

const setAt = (target: unknown, path: (string | number)[], value: unknown): unknown => {
  if (path.length === 0) return value;
  const copy = clone(target) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
};

const deleteAt = (target: unknown, path: (string | number)[]): unknown => {
  const copy = clone(target) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  delete node[path.at(-1)!];
  return copy;
};

const RAW_MARK = '__fuzz_raw__';

/** The JSON text of a body with one value set (raw values written as they are). */
const jsonWith = (body: unknown, path: (string | number)[], mutation: Mutation): string => {
  if (mutation.raw === undefined)
    return JSON.stringify(setAt(body, path, mutation.make ? mutation.make() : mutation.value));
  return JSON.stringify(setAt(body, path, RAW_MARK)).replace(`"${RAW_MARK}"`, mutation.raw);
};

const pointer = (path: (string | number)[]) => `/${path.join('/')}`;

/** Percent-encoding that keeps lone surrogates (encodeURIComponent throws on them) as their WTF-8 bytes. */
const encode = (text: string): string =>
  [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (code >= 0xd800 && code <= 0xdfff)
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      return encodeURIComponent(char);
    })
    .join('');

/** Values for path parameters that address nothing (so that no variant can change a row). */
const pathSample = (parameter: Parameter, random: Random): string => {
  const schema = parameter.schema;
  if (schema.format === 'uuid' || /uuid/i.test(schema.pattern ?? '')) return random.uuid();
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return '987654';
  return `zz-fuzz-${random.int(0, 999_999)}`;
};

type Request = { pathValues: Record<string, string>; query: [string, string][]; body: unknown };

/** A value of none of the types the schema allows (undefined when it allows anything). */
const wrongValueFor = (schema: JsonSchema, resolve: Resolve): unknown => {
  const types = typesOf(schema, resolve);
  if (types.has('any')) return undefined;
  if (!types.has('array')) return [[]];
  if (!types.has('object')) return { zz: 1 };
  if (!types.has('string')) return 'zz';
  return undefined;
};

/** The JSON text with a member added to its first object (undefined when it holds none). */
const withMember = (text: string, member: string): string | undefined => {
  const at = text.indexOf('{');
  if (at < 0) return undefined;
  const empty = text[at + 1] === '}';
  return `${text.slice(0, at + 1)}${member}${empty ? '' : ','}${text.slice(at + 1)}`;
};

/** Broken values of the headers the server reads (three of them, at random, per operation). */
const headerCases: [string, string, Category, Expectation][] = [
  ['tenant', 'de\u0000mo', 'nul', 'invalid'],
  ['tenant', 'demo\ud800', 'surrogate', 'invalid'],
  ['tenant', 'x'.repeat(10_000), 'size', 'invalid'],
  ['user-name', 'admin\u0000', 'nul', 'invalid'],
  ['branchs', 'CN01,\u0000', 'nul', 'invalid'],
  // Many unknown branches: refused where branches count, ignored elsewhere (user info, start-up reads).
  ['branchs', Array.from({ length: 2000 }, (_, i) => `Z${i}`).join(','), 'size', 'hostile'],
  ['device-id', 'device-\u0000-0001', 'nul', 'invalid'],
  ['accept-language', 'vi\u0000', 'nul', 'invalid'],
  ['accept-language', 'en\u0007', 'control', 'invalid'],
  ['authorization', 'Bearer \u0000', 'nul', 'invalid'],
];

/** Builds the variants of an operation (deterministic for a seed). */
export const variantsOf = (
  operation: Operation,
  resolve: Resolve,
  random: Random,
  headers: Record<string, string>,
): Variant[] => {
  const variants: Variant[] = [];
  const jsonBody = operation.body?.kind === 'json' ? operation.body : undefined;
  const base: Request = {
    pathValues: Object.fromEntries(operation.pathParams.map((p) => [p.name, encode(pathSample(p, random))])),
    query: operation.query
      .filter((p) => p.required)
      .map((p) => [p.name, String(sampleOf(p.schema, resolve, random, p.name))]),
    body: jsonBody ? sampleOf(jsonBody.schema, resolve, random) : undefined,
  };
  const reads = operation.method === 'GET';
  /** A route that declares no 400 reads nothing of the request (health): whatever is sent is ignored. */
  const inputless = !operation.declaresBadRequest;
  const bodySchema = jsonBody ? valueSchemaOf(jsonBody.schema, resolve) : undefined;

  /**
   * The body made invalid elsewhere than at `keep` (a required field removed, or a field of the wrong type), so that
   * a hostile value at `keep` cannot make a write succeed; undefined when the body cannot be broken so.
   */
  const brokenBody = (keep?: string | number): unknown => {
    const body = base.body;
    if (!bodySchema) return undefined;
    if (Array.isArray(body)) {
      const wrong = bodySchema.items && wrongValueFor(bodySchema.items, resolve);
      return wrong === undefined ? undefined : [...body, wrong];
    }
    if (!body || typeof body !== 'object') return undefined;
    const required = bodySchema.required?.find((name) => name !== keep);
    if (required) return deleteAt(body, [required]);
    for (const [name, property] of Object.entries(bodySchema.properties ?? {})) {
      if (name === keep) continue;
      const wrong = wrongValueFor(property, resolve);
      if (wrong !== undefined) return setAt(body, [name], wrong);
    }
    return undefined;
  };

  const urlOf = (request: Request) => {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => request.pathValues[name]!);
    const query = request.query.map(([k, v]) => `${encode(k)}=${v}`).join('&');
    return `/api${path}${query ? `?${query}` : ''}`;
  };
  const push = (
    label: string,
    category: Category,
    expect: Expectation,
    build: () => { request: Request; payload?: string | Buffer },
    withBody: boolean,
    extraHeaders: Record<string, string> = {},
  ) =>
    variants.push({
      operation,
      label,
      category,
      expect: inputless ? 'hostile' : expect,
      caller: (operation.signedIn ? 'admin' : 'public') as Caller,
      headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}), ...extraHeaders },
      build: () => {
        const { request, payload } = build();
        return { url: urlOf(request), ...(payload !== undefined ? { payload } : {}) };
      },
    });
  const baseText = base.body === undefined ? undefined : JSON.stringify(base.body);
  /**
   * Adds a variant of the request with the base body. A hostile one (possibly valid) goes with a broken body where
   * the operation has one; without a body, only where it cannot change anything: reads, or a path naming no row.
   */
  const add = (
    label: string,
    category: Category,
    expect: Expectation,
    request: () => Request,
    extraHeaders: Record<string, string> = {},
  ) => {
    if (expect === 'invalid' || inputless || reads) {
      push(
        label,
        category,
        expect,
        () => ({ request: request(), payload: baseText }),
        baseText !== undefined,
        extraHeaders,
      );
      return;
    }
    if (jsonBody) {
      const broken = brokenBody();
      if (broken !== undefined)
        push(
          `${label} (body broken elsewhere)`,
          category,
          expect,
          () => ({ request: request(), payload: JSON.stringify(broken) }),
          true,
          extraHeaders,
        );
      return;
    }
    if (operation.pathParams.length > 0)
      push(label, category, expect, () => ({ request: request() }), false, extraHeaders);
  };

  // Path parameters (the base names no row).
  for (const parameter of operation.pathParams) {
    const at = (value: string) => ({ ...base, pathValues: { ...base.pathValues, [parameter.name]: value } });
    const label = (what: string) => `path ${parameter.name}: ${what}`;
    add(label('NUL'), 'nul', 'invalid', () => at('zz%00fuzz'));
    add(label('lone surrogate'), 'surrogate', 'invalid', () => at(encode('zz\ud800')));
    add(label('bidi override'), 'bidi', 'invalid', () => at(encode('zz\u202Efuzz')));
    add(label('traversal, encoded'), 'traversal', 'hostile', () => at(encode(TRAVERSAL)));
    add(label('traversal, double-encoded'), 'traversal', 'hostile', () => at('..%252F..%252Fetc%252Fpasswd'));
    add(label('5,000 characters'), 'size', 'hostile', () => at('x'.repeat(5000)));
    if (parameter.schema.format === 'uuid' || parameter.schema.type === 'integer')
      add(label('wrong format'), 'format', 'invalid', () => at('not-a-uuid'));
  }

  // Query parameters (the base sends only the required ones).
  for (const parameter of operation.query) {
    const schema = valueSchemaOf(parameter.schema, resolve);
    const types = typesOf(parameter.schema, resolve);
    const at = (value: string) => ({
      ...base,
      query: [
        ...base.query.filter(([k]) => k !== parameter.name),
        [parameter.name, value] as [string, string],
      ],
    });
    const label = (what: string) => `query ${parameter.name}: ${what}`;
    add(label('NUL'), 'nul', 'invalid', () => at('zz%00fuzz'));
    add(label('lone surrogate (invalid UTF-8)'), 'surrogate', 'invalid', () => at(encode('zz\udc00')));
    add(label('control character'), 'control', 'invalid', () => at('zz%07'));
    add(label('bidi isolate'), 'bidi', 'invalid', () => at(encode('\u2067zz')));
    add(label('repeated'), 'type', 'invalid', () => ({
      ...base,
      query: [...at('1').query, [parameter.name, '2']],
    }));
    if (types.has('integer') || types.has('number')) {
      add(label('not a number'), 'type', 'invalid', () => at('abc'));
      add(label('1e300'), 'overflow', 'invalid', () => at('1e300'));
      add(label('-1e300'), 'overflow', 'invalid', () => at('-1e300'));
      add(label('Infinity'), 'overflow', 'invalid', () => at('Infinity'));
      if (types.has('integer')) add(label('fraction'), 'type', 'invalid', () => at('1.5'));
    } else if (types.has('boolean')) {
      add(label('not a boolean'), 'type', 'invalid', () => at('maybe'));
    } else {
      const long = schema.maxLength !== undefined ? schema.maxLength + 1 : LONG_UNBOUNDED;
      add(label(`${long} characters`), 'size', 'invalid', () => at('x'.repeat(long)));
      if (
        schema.format === 'date' ||
        schema.pattern?.includes('-02-29') ||
        /date|^from$|^to$|ngay/i.test(parameter.name)
      )
        for (const date of BAD_DATES) add(label(`date ${date}`), 'date', 'invalid', () => at(date));
      if (schema.enum) add(label('not an option'), 'format', 'invalid', () => at('zz-not-an-option'));
      add(label('traversal'), 'traversal', 'hostile', () => at(encode(TRAVERSAL)));
      add(label('SQL'), 'format', 'hostile', () => at(encode("x' OR '1'='1; DROP TABLE users; --")));
    }
  }
  add('query: an unknown parameter', 'unknown', 'hostile', () => ({
    ...base,
    query: [...base.query, ['zz_unknown', '1']],
  }));
  add('query: a NUL in an unknown parameter', 'nul', 'invalid', () => ({
    ...base,
    query: [...base.query, ['zz_unknown', '%00']],
  }));
  if (reads)
    add('query: sortKey a SQL expression', 'format', 'hostile', () => ({
      ...base,
      query: [...base.query, ['sortKey', encode('1; DROP TABLE users')]],
    }));

  // The JSON body.
  if (jsonBody && bodySchema) {
    const body = base.body;
    const bodyText = JSON.stringify(body);
    /** An invalid body (undefined: the variant does not apply). */
    const raw = (
      label: string,
      category: Category,
      payload: (() => string | Buffer) | string | Buffer | undefined,
      extra = {},
    ) => {
      if (payload === undefined) return;
      const make = typeof payload === 'function' ? payload : () => payload;
      push(label, category, 'invalid', () => ({ request: base, payload: make() }), true, extra);
    };
    for (const slot of slotsOf(jsonBody.schema, body, resolve)) {
      for (const mutation of mutationsOf(slot.schema, resolve, slot.sample)) {
        const label = `body ${pointer(slot.path)}: ${mutation.name}`;
        if (mutation.expect === 'invalid') {
          raw(label, mutation.category, () => jsonWith(body, slot.path, mutation));
          continue;
        }
        const broken = brokenBody(slot.path[0]);
        if (broken !== undefined)
          push(
            `${label} (body broken elsewhere)`,
            mutation.category,
            'hostile',
            () => ({ request: base, payload: jsonWith(broken, slot.path, mutation) }),
            true,
          );
      }
    }
    for (const required of bodySchema.required ?? [])
      raw(`body: ${required} missing`, 'missing', JSON.stringify(deleteAt(body, [required])));
    for (const mutation of mutationsOf(jsonBody.schema, resolve, body))
      raw(`body: ${mutation.name}`, mutation.category, () => jsonWith(body, [], mutation));
    raw('body: cut short', 'syntax', bodyText.slice(0, Math.max(1, bodyText.length - 3)));
    raw('body: NaN', 'syntax', '{"a": NaN}');
    raw('body: single quotes', 'syntax', "{'a': 1}");
    raw('body: 100,000 nested arrays', 'nesting', () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    raw('body: 20,000 nested objects', 'nesting', () => `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`);
    raw('body: __proto__', 'unknown', withMember(bodyText, '"__proto__":{"polluted":1}'));
    raw(
      'body: constructor.prototype',
      'unknown',
      withMember(bodyText, '"constructor":{"prototype":{"polluted":1}}'),
    );
    raw('body: a NUL in a field name', 'nul', withMember(bodyText, '"zz\\u0000":1'));
    raw('body: a lone surrogate in a field name', 'surrogate', withMember(bodyText, '"\\ud800":1'));
    raw('body: 3 MB', 'size', () => JSON.stringify({ zz: 'x'.repeat(3_000_000) }));
    raw('body: as text/plain', 'content-type', bodyText, { 'content-type': 'text/plain' });
    raw('body: as form data', 'content-type', 'a=1&b=2', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    raw('body: JSON in latin1', 'content-type', Buffer.from('{"a":"\u00e9\u00ff"}', 'latin1'));
    raw(
      'body: invalid UTF-8',
      'content-type',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d]),
    );
    const types = typesOf(jsonBody.schema, resolve);
    if (!types.has('null') && (types.has('array') || (bodySchema.required ?? []).length > 0))
      raw('body: empty', 'missing', '');
    const broken = brokenBody();
    if (broken && typeof broken === 'object' && !Array.isArray(broken))
      push(
        'body: an unknown field (body broken elsewhere)',
        'unknown',
        'hostile',
        () => ({ request: base, payload: JSON.stringify({ ...broken, zz_unknown: TRAVERSAL }) }),
        true,
      );
  } else if (operation.body?.kind === 'multipart') {
    variants.push(...multipartVariants(operation, headers, urlOf(base)));
  } else if (!reads) {
    // Actions without a body: a body anyway, holding NUL as text and as JSON.
    push('body: NUL as text/plain', 'nul', 'invalid', () => ({ request: base, payload: 'x\u0000' }), true, {
      'content-type': 'text/plain',
    });
    push('body: NUL as JSON', 'nul', 'invalid', () => ({ request: base, payload: '{"zz":"\\u0000"}' }), true);
  }

  for (const [name, value, category, expect] of random.shuffle(headerCases).slice(0, 3)) {
    if (name === 'authorization' && !operation.signedIn) continue;
    add(`header ${name}: ${category}`, category === 'size' ? 'header' : category, expect, () => base, {
      [name]: value,
    });
  }
  return variants;
};

/**
 * Multipart uploads with hostile file names (traversal, NUL, control and bidi characters) and content that is not
 * what the name says, so that every one is refused (the server keeps a sanitised name of a file it accepts).
 */
const multipartVariants = (operation: Operation, headers: Record<string, string>, url: string): Variant[] => {
  const boundary = 'zzfuzzboundary';
  const part = (filename: string, content: Buffer, field = 'files') =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
        'utf8',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const text = Buffer.from('not an image');
  const cases: [string, Category, Buffer][] = [
    ['file name with NUL', 'nul', part('a\u0000.png', text)],
    ['file name with a control character', 'control', part('a\u0007.png', text)],
    ['file name with a bidi override', 'bidi', part('a\u202Egnp.exe', text)],
    ['file name with a lone surrogate', 'surrogate', part('a\ud800.png', text)],
    ['named ../../etc/passwd (no extension)', 'traversal', part(TRAVERSAL, text)],
    ['named ../../x.png', 'traversal', part('../../x.png', text)],
    ['no closing boundary', 'syntax', part('a.png', text).subarray(0, 60)],
  ];
  return [
    ...cases.map(([label, category, payload]) => ({
      operation,
      label: `multipart: ${label}`,
      category,
      expect: 'invalid' as const,
      caller: (operation.signedIn ? 'admin' : 'public') as Caller,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      build: () => ({ url, payload }),
    })),
    {
      operation,
      label: 'multipart: as JSON',
      category: 'content-type',
      expect: 'invalid',
      caller: (operation.signedIn ? 'admin' : 'public') as Caller,
      headers: { ...headers, 'content-type': 'application/json' },
      build: () => ({ url, payload: '{"files":["../../etc/passwd"]}' }),
    },
  ];
};
