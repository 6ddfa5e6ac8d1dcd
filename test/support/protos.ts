// The vendor's published API definitions (../shared/conformance/chainguard-sdk/proto), loaded
// with protobufjs, and the two checks the conformance test makes with them: a request matches
// an RPC's `google.api.http` route and names only fields of its request message as query
// parameters; an answer decodes against the RPC's response message under the proto3 JSON
// mapping, a field the message does not have being an error (protobufjs's own fromObject
// ignores unknown keys, so the walk below is strict by hand).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import protobuf from 'protobufjs';

export interface Route {
  service: string;
  rpc: string;
  method: string;
  template: string;
  pattern: RegExp;
  request: protobuf.Type;
  response: protobuf.Type;
  /** Top-level request fields bound in the path. */
  pathFields: string[];
}

export interface Protos {
  root: protobuf.Root;
  routes: Route[];
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Every .proto file under `dir`, each parsed on its own into one root (with protobufjs's
 * bundled google/protobuf files): the root is never resolved whole, since
 * registry.platform.proto imports files the vendor does not publish; types are resolved one
 * field at a time as the checks reach them.
 */
/** The addendum's check operation (registry-policies.md), which the vendor's .proto files do not hold. */
const ADDENDUM = join(import.meta.dirname, 'check-policies.proto');

export function loadProtos(dir: string): Protos {
  const root = new protobuf.Root();
  for (const name of Object.keys(protobuf.common)) {
    const json = protobuf.common.get(name);
    if (json?.nested) root.addJSON(json.nested);
  }
  for (const file of [...protoFiles(dir), ADDENDUM])
    protobuf.parse(readFileSync(file, 'utf8'), root, { keepCase: true });
  const routes: Route[] = [];
  const services: protobuf.Service[] = [];
  const collect = (ns: protobuf.NamespaceBase) => {
    for (const nested of ns.nestedArray) {
      if (nested instanceof protobuf.Service) services.push(nested);
      if (nested instanceof protobuf.Namespace || nested instanceof protobuf.Type) collect(nested);
    }
  };
  collect(root);
  for (const service of services) {
    for (const method of service.methodsArray) {
      for (const binding of httpBindings(method)) {
        let request: protobuf.Type;
        let response: protobuf.Type;
        try {
          request = service.lookupType(method.requestType);
          response = service.lookupType(method.responseType);
        } catch {
          continue; // a message of a file the vendor does not publish
        }
        const { pattern, fields } = compileTemplate(binding.template);
        routes.push({
          service: service.fullName.replace(/^\./, ''),
          rpc: method.name,
          method: binding.method,
          template: binding.template,
          pattern,
          request,
          response,
          pathFields: fields,
        });
      }
    }
  }
  return { root, routes };
}

function protoFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d).sort()) {
      const path = join(d, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.proto')) out.push(path);
    }
  };
  walk(dir);
  return out;
}

type HttpRule = Partial<Record<(typeof HTTP_METHODS)[number], string>> & {
  additional_bindings?: HttpRule | HttpRule[];
};

function httpBindings(method: protobuf.Method): { method: string; template: string }[] {
  const out: { method: string; template: string }[] = [];
  const add = (rule: HttpRule) => {
    for (const m of HTTP_METHODS)
      if (typeof rule[m] === 'string') out.push({ method: m.toUpperCase(), template: rule[m] });
    const more = rule.additional_bindings;
    for (const r of Array.isArray(more) ? more : more ? [more] : []) add(r);
  };
  for (const option of (method.parsedOptions ?? []) as Record<string, unknown>[]) {
    const rule = option['(google.api.http)'] as HttpRule | undefined;
    if (rule) add(rule);
  }
  return out;
}

/** `/registry/v2/tags/{uid=**}` as a RegExp over the decoded path; `{x}` and `{x=*}` one segment, `{x=**}` one or more. */
export function compileTemplate(template: string): { pattern: RegExp; fields: string[] } {
  const fields: string[] = [];
  let source = '';
  let rest = template;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    if (open < 0) {
      source += escape(rest);
      break;
    }
    source += escape(rest.slice(0, open));
    const close = rest.indexOf('}', open);
    const [field, segments = '*'] = rest.slice(open + 1, close).split('=');
    fields.push(field!.split('.')[0]!);
    source += segments
      .split('/')
      .map((s) => (s === '**' ? '.+' : s === '*' ? '[^/]+' : escape(s)))
      .join('/');
    rest = rest.slice(close + 1);
  }
  return { pattern: new RegExp(`^${source}$`), fields };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The proto3 JSON name of a field: its json_name option, else lowerCamelCase of its name. */
export function jsonName(field: protobuf.Field): string {
  const option = field.options?.json_name as string | undefined;
  return option ?? field.name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function fieldByName(type: protobuf.Type, key: string): protobuf.Field | undefined {
  return type.fieldsArray.find((f) => f.name === key || jsonName(f) === key);
}

/**
 * The message or enum a field names, looked up by the protobuf scoping rule from the field's own
 * message outwards (innermost first). protobufjs's own resolution caches lookups by name across
 * namespaces, so two packages' types of one name (v1 and v2 CatalogTier) could be confused.
 */
function typeOf(field: protobuf.Field): protobuf.Type | protobuf.Enum | null {
  if (
    [
      'double',
      'float',
      'int32',
      'uint32',
      'sint32',
      'fixed32',
      'sfixed32',
      'int64',
      'uint64',
      'sint64',
      'fixed64',
      'sfixed64',
      'bool',
      'string',
      'bytes',
    ].includes(field.type)
  )
    return null;
  const [head, ...rest] = field.type.replace(/^\./, '').split('.');
  const from = (ns: protobuf.NamespaceBase | null): protobuf.ReflectionObject | null => {
    let found: protobuf.ReflectionObject | null = ns ? (ns.nested?.[head!] ?? null) : null;
    for (const part of rest)
      found = found && 'nested' in found ? ((found as protobuf.NamespaceBase).nested?.[part] ?? null) : null;
    return found;
  };
  let ns: protobuf.NamespaceBase | null = field.type.startsWith('.') ? field.root : field.parent;
  while (ns) {
    const found = from(ns);
    if (found instanceof protobuf.Type || found instanceof protobuf.Enum) return found;
    ns = ns.parent;
  }
  throw new Error(`no type ${field.type} for field ${field.fullName}`);
}

/** Routes that match a request's method and path. */
export function routesOf(protos: Protos, method: string, path: string): Route[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // kept as sent
  }
  return protos.routes.filter((r) => r.method === method && (r.pattern.test(path) || r.pattern.test(decoded)));
}

/**
 * Problems of one request's query parameters against a request message: each key a field by
 * its proto or JSON name, nested fields by dots through message fields, ending at a scalar,
 * an enum, a repeated scalar or a well-known type written as a string (Timestamp, FieldMask).
 */
export function queryProblems(type: protobuf.Type, keys: Iterable<string>): string[] {
  const problems: string[] = [];
  for (const key of keys) {
    let current: protobuf.Type | undefined = type;
    const parts = key.split('.');
    for (const [i, part] of parts.entries()) {
      const field: protobuf.Field | undefined = current && fieldByName(current, part);
      if (!field) {
        problems.push(`query parameter "${key}" names no field of ${type.name}`);
        break;
      }
      const target = typeOf(field);
      const last = i === parts.length - 1;
      if (target instanceof protobuf.Type) {
        const writtenAsString = [
          '.google.protobuf.Timestamp',
          '.google.protobuf.FieldMask',
          '.google.protobuf.Duration',
        ];
        if (last && !writtenAsString.includes(target.fullName) && !target.fullName.startsWith('.google.protobuf.'))
          problems.push(`query parameter "${key}" names a message (${target.name}), not a field of it`);
        current = target;
      } else if (!last) {
        problems.push(`query parameter "${key}" goes past the scalar field "${part}"`);
        break;
      }
    }
  }
  return problems;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const INT = /^-?\d+$/;

/**
 * Problems of a JSON answer against a message under the proto3 JSON mapping: every key a field
 * (proto or JSON name), every value of the field's type (int64 as a decimal string or number,
 * enums by name or number, Timestamp as RFC 3339, `null` for any unset field). A key the message
 * does not have is a problem: that is what makes the check strict.
 */
export function answerProblems(type: protobuf.Type, value: unknown, where = type.name): string[] {
  if (type.fullName === '.google.protobuf.Timestamp')
    return typeof value === 'string' && RFC3339.test(value) && !Number.isNaN(Date.parse(value))
      ? []
      : [`${where}: ${JSON.stringify(value)} is not an RFC 3339 timestamp`];
  if (type.fullName === '.google.protobuf.Duration')
    return typeof value === 'string' && /^-?\d+(\.\d{1,9})?s$/.test(value) ? [] : [`${where}: not a Duration`];
  if (type.fullName === '.google.protobuf.FieldMask')
    return typeof value === 'string' ? [] : [`${where}: not a FieldMask`];
  if (
    [
      '.google.protobuf.Struct',
      '.google.protobuf.Value',
      '.google.protobuf.ListValue',
      '.google.protobuf.Any',
    ].includes(type.fullName)
  )
    return [];
  if (type.fullName.startsWith('.google.protobuf.') && type.fullName.endsWith('Value'))
    return answerProblems(type, { value }, where);
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return [`${where}: ${JSON.stringify(value)} is not an object (${type.name})`];
  const problems: string[] = [];
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const field = fieldByName(type, key);
    if (!field) {
      problems.push(`${where}: "${key}" is no field of ${type.name}`);
      continue;
    }
    if (v === null) continue; // unset, in any field
    const at = `${where}.${key}`;
    const f = field;
    if (f.map) {
      if (typeof v !== 'object' || Array.isArray(v)) problems.push(`${at}: not a map`);
      else
        for (const [k, item] of Object.entries(v as Record<string, unknown>))
          problems.push(...valueProblems(f, item, `${at}.${k}`));
    } else if (f.repeated) {
      if (!Array.isArray(v)) problems.push(`${at}: not an array`);
      else v.forEach((item, i) => problems.push(...valueProblems(f, item, `${at}[${i}]`)));
    } else problems.push(...valueProblems(f, v, at));
  }
  return problems;
}

function valueProblems(field: protobuf.Field, value: unknown, at: string): string[] {
  const target = typeOf(field);
  if (target instanceof protobuf.Type) return answerProblems(target, value, at);
  if (target instanceof protobuf.Enum) {
    const ok =
      (typeof value === 'string' && value in target.values) || (typeof value === 'number' && Number.isInteger(value));
    return ok
      ? []
      : [`${at}: ${JSON.stringify(value)} is not a value of ${target.name} (${Object.keys(target.values).join(', ')})`];
  }
  switch (field.type) {
    case 'string':
      return typeof value === 'string' ? [] : [`${at}: not a string`];
    case 'bytes':
      return typeof value === 'string' ? [] : [`${at}: not base64 bytes`];
    case 'bool':
      return typeof value === 'boolean' ? [] : [`${at}: not a boolean`];
    case 'double':
    case 'float':
      return typeof value === 'number' || (typeof value === 'string' && /^(NaN|-?Infinity|-?[\d.eE+-]+)$/.test(value))
        ? []
        : [`${at}: not a number`];
    default:
      // int32, int64, uint*, sint*, fixed*: a number, or a decimal string (int64 is written as one).
      return (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && INT.test(value))
        ? []
        : [`${at}: ${JSON.stringify(value)} is not an integer (${field.type})`];
  }
}

/** One exchange as the emulator logs it (test/emulator/index.ts `exchangeLog`). */
export interface Exchange {
  method: string;
  path: string;
  /** Every query parameter's name (repeated ones once). */
  queryKeys: string[];
  status: number;
  /** The answer's JSON text (2xx answers only), or null. */
  body: string | null;
}

/** Paths of the registry (OCI distribution, its token service, the Tag History): not Platform API RPCs, so not in the protos. */
export const NOT_IN_PROTOS = (path: string): boolean => path === '/token' || path === '/v2' || path.startsWith('/v2/');

/** Every problem of the exchanges: unknown routes, unknown query parameters, answers that do not decode. */
export function exchangeProblems(protos: Protos, exchanges: readonly Exchange[]): string[] {
  const problems = new Set<string>();
  for (const ex of exchanges) {
    if (NOT_IN_PROTOS(ex.path)) continue;
    const label = `${ex.method} ${ex.path}`;
    const routes = routesOf(protos, ex.method, ex.path);
    if (routes.length === 0) {
      problems.add(`${label}: matches no google.api.http route of the protos`);
      continue;
    }
    // Of several matching routes (e.g. GET /registry/v2/tags/{uid=**} and a literal path), one must fit.
    const fits = routes.map((route) => {
      const query = queryProblems(route.request, ex.queryKeys);
      const answer =
        ex.status >= 200 && ex.status < 300 && ex.body !== null && ex.body !== ''
          ? answerProblems(route.response, JSON.parse(ex.body) as unknown)
          : [];
      return [...query, ...answer].map((p) => `${label} (${route.rpc}): ${p}`);
    });
    const best = fits.reduce((a, b) => (b.length < a.length ? b : a));
    for (const p of best) problems.add(p);
  }
  return [...problems];
}
