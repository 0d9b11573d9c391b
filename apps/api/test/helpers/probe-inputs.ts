import { randomUUID } from 'node:crypto';
import type { ProbeCall } from './probe-routes.js';
import type { World } from './probe-world.js';

/**
 * Bad input made from a route's own schemas: each field of the wrong type, missing, too long or
 * nested without end; extra and prototype-polluting keys; ids that are not ids, or someone else's.
 */
export interface BadInput {
  name: string;
  /** The bad call, as a change to a good one. */
  change: (good: ProbeCall) => Partial<ProbeCall>;
  /** The answers it may get (any 4xx when not said). */
  statuses?: number[];
  /** Harmless to the route (an unknown query key): it may be answered like the good call. */
  mayPass?: boolean;
}

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
}

export const isObjectSchema = (schema: unknown): schema is JsonSchema =>
  typeof schema === 'object' && schema !== null && (schema as JsonSchema).type === 'object';

type Kind = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as Kind;
}

/** The JSON kinds a schema accepts. */
function kindsOf(schema: JsonSchema): Set<Kind> {
  const kinds = new Set<Kind>();
  if (schema.anyOf) for (const s of schema.anyOf) kindsOf(s).forEach((k) => kinds.add(k));
  if (schema.type) for (const t of [schema.type].flat()) kinds.add(t as Kind);
  if (schema.const !== undefined) kinds.add(kindOf(schema.const));
  if (schema.enum) for (const v of schema.enum) kinds.add(kindOf(v));
  if (kinds.has('number')) kinds.add('integer');
  return kinds;
}

const maxLengthOf = (schema: JsonSchema): number | undefined =>
  schema.maxLength ?? schema.anyOf?.map(maxLengthOf).find((n) => n !== undefined);

const WRONG_TYPED: [Kind, unknown][] = [
  ['string', 'wrong'],
  ['number', 4.5],
  ['integer', 7],
  ['boolean', true],
  ['null', null],
  ['array', ['x']],
  ['object', { nested: 'x' }],
];

/** `{"a":{"a":…}}` this deep: JSON that is small, valid and nested far beyond anything a route reads. */
const deeplyNested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const asJson = (good: ProbeCall) => ({ ...(good.payload as Record<string, unknown>) });
const raw = (payload: string): Partial<ProbeCall> => ({ payload });

export function badBodies(schema: JsonSchema): BadInput[] {
  const inputs: BadInput[] = [
    ...['null', '[]', '"text"', '42', 'true', deepArray(30_000)].map((body) => ({
      name: `body ${body.slice(0, 12)}`,
      change: () => raw(body),
      statuses: [400],
    })),
    { name: 'body as an array of the good body', change: (g) => raw(JSON.stringify([g.payload])), statuses: [400] },
    {
      name: 'a __proto__ key',
      change: (g) => raw(`{"__proto__":{"polluted":true},${JSON.stringify(g.payload).slice(1)}`),
      statuses: [400],
    },
    {
      name: 'a constructor.prototype key',
      change: (g) => raw(`{"constructor":{"prototype":{"polluted":true}},${JSON.stringify(g.payload).slice(1)}`),
      statuses: [400],
    },
  ];
  if (schema.additionalProperties === false)
    inputs.push({
      name: 'an extra field',
      change: (g) => raw(JSON.stringify({ ...asJson(g), extra: 1 })),
      statuses: [400],
    });
  for (const field of schema.required ?? []) {
    inputs.push({
      name: `${field} missing`,
      change: (g) => {
        const body = asJson(g);
        delete body[field];
        return raw(JSON.stringify(body));
      },
      statuses: [400],
    });
  }
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    const kinds = kindsOf(property);
    const set = (value: unknown) => (g: ProbeCall) => raw(JSON.stringify({ ...asJson(g), [field]: value }));
    for (const [kind, value] of WRONG_TYPED.filter(([k]) => !kinds.has(k)))
      inputs.push({ name: `${field} as ${kind}`, change: set(value), statuses: [400] });
    if (!kinds.has('object'))
      inputs.push({
        name: `${field} nested 5000 deep`,
        change: (g) =>
          raw(`{${JSON.stringify(asJson(g)).slice(1, -1)},"${field}":${deeplyNested(5000)}}`.replace('{,', '{')),
        statuses: [400],
      });
    if (kinds.has('integer') && !kinds.has('number')) {
      // Out of its range, and numbers JSON can write that no integer column holds.
      const outside = [
        property.minimum !== undefined ? property.minimum - 1 : null,
        property.maximum !== undefined ? property.maximum + 1 : null,
      ];
      for (const value of [...outside.filter((v): v is number => v !== null), 1e300, -1e300, 2 ** 53 + 2])
        inputs.push({ name: `${field} = ${value}`, change: set(value), statuses: [400] });
    }
    if (kinds.has('string')) {
      const max = maxLengthOf(property);
      inputs.push({
        name: `${field} too long`,
        change: set('x'.repeat(max === undefined ? 3_000_000 : max + 1)),
        statuses: [400, 413],
      });
      inputs.push({ name: `${field} with a NUL`, change: set('a\u0000b'), statuses: [400] });
    }
  }
  return inputs;
}

/** The good call's URL with its query changed. */
function withQuery(good: ProbeCall, edit: (params: URLSearchParams) => string): Partial<ProbeCall> {
  const [path, query = ''] = good.url.split('?');
  const extra = edit(new URLSearchParams(query));
  return { url: `${path}?${extra}` };
}

export function badQueries(schema: unknown): BadInput[] {
  const inputs: BadInput[] = [
    {
      name: 'prototype keys in the query',
      change: (g) => withQuery(g, (p) => `${p.toString()}&__proto__[polluted]=1&constructor[prototype][polluted]=1`),
      mayPass: true,
    },
  ];
  if (!isObjectSchema(schema)) return inputs;
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const others = (p: URLSearchParams) => {
      p.delete(key);
      const rest = p.toString();
      return rest ? `${rest}&` : '';
    };
    const sample = property.type === 'integer' ? '3' : 'x';
    inputs.push(
      {
        name: `${key} twice`,
        change: (g) => withQuery(g, (p) => `${others(p)}${key}=${sample}&${key}=${sample}`),
        statuses: [400],
      },
      {
        name: `${key} too long`,
        change: (g) => withQuery(g, (p) => `${others(p)}${key}=${'9'.repeat(3000)}`),
        statuses: [400],
      },
      { name: `${key} as key[]`, change: (g) => withQuery(g, (p) => `${p.toString()}&${key}[]=x`), mayPass: true },
      { name: `${key} with a NUL`, change: (g) => withQuery(g, (p) => `${others(p)}${key}=a%00b`), statuses: [400] },
    );
  }
  return inputs;
}

/** Someone else's object of the kind a path parameter names: refused as if it were missing, or 403. */
function othersId(w: World, url: string, param: string): string | null {
  if (param === 'userId') return w.callers.otherPatient.id;
  if (url.startsWith('/api/conversations/:id')) return param === 'id' ? w.otherConversationId : null;
  if (url === '/api/profiles/:id') return w.otherProfileId;
  if (url === '/api/profiles/device/:deviceId') return w.callers.otherPatient.deviceId;
  if (url.startsWith('/api/doctors/:id')) return w.callers.otherDoctor.id;
  return null;
}

const PATH_VALUES = [
  'not-a-uuid',
  '%00',
  'x'.repeat(400),
  '%E2%80%AE%D9%A3%E2%80%8B',
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
  '00000000-0000-0000-0000-000000000000',
];

export function badPathValues(w: World, routeUrl: string): BadInput[] {
  if (routeUrl.includes('*')) return [];
  const segments = routeUrl.split('/');
  const inputs: BadInput[] = [];
  segments.forEach((segment, i) => {
    if (!segment.startsWith(':')) return;
    const replaceWith = (value: string) => (good: ProbeCall) => {
      const [path, query] = good.url.split('?');
      const parts = path!.split('/');
      parts[i] = value;
      return { url: query === undefined ? parts.join('/') : `${parts.join('/')}?${query}` };
    };
    for (const value of [...PATH_VALUES, randomUUID()])
      inputs.push({
        name: `${segment} = ${value.slice(0, 24)}`,
        change: replaceWith(value),
        statuses: [400, 401, 403, 404],
      });
    const theirs = othersId(w, routeUrl, segment.slice(1));
    if (theirs)
      inputs.push({ name: `${segment} of someone else`, change: replaceWith(theirs), statuses: [401, 403, 404] });
  });
  return inputs;
}
