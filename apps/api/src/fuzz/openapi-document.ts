// The generated OpenAPI document as the request tests read it: its operations with their parameters, bodies and the
// statuses each one lists, request bodies made from a body's JSON schema (one that fits it, one of the wrong types),
// and the check that an answer's status is listed and an error's body has the documented shape.
import type { App } from '../app';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  multipleOf?: number;
  minItems?: number;
};

export type Operation = {
  method: string;
  path: string;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  security?: Record<string, unknown>[];
  responses: Record<string, unknown>;
};

type Document = { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the app's /api/docs document. */
export function documentOperations(app: App): Operation[] {
  const document = app.swagger() as unknown as Document;
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

/** The statuses an operation's document lists. */
export function documentedStatuses(operation: Operation): number[] {
  return Object.keys(operation.responses ?? {})
    .map(Number)
    .sort((a, b) => a - b);
}

/** The schema of the JSON body an operation takes (or of its form, when it takes only forms). */
export function bodySchema(operation: Operation): JsonSchema | undefined {
  const content = operation.requestBody?.content;
  return content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema;
}

// Texts tried, in order, for a string with a pattern: the first that fits it and its lengths is used.
const patternCandidates = ['palermo-norte', 'Departamento en Palermo', '#2a6f97', '+5491123456789', '2026-03-01', '1'];

function fitsLength(text: string, schema: JsonSchema): boolean {
  return text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'ana.perez@vitrina.example';
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (schema.format === 'uri') return 'https://example.com/feed.json';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = patternCandidates.find((text) => pattern.test(text) && fitsLength(text, schema));
    if (found) return found;
  }
  const base = 'Departamento luminoso en Palermo';
  return base.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? base.length);
}

function sampleNumber(schema: JsonSchema): number {
  const step = schema.multipleOf ?? 1;
  let value = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + step);
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return Math.ceil(value / step) * step;
}

/** A value that fits `schema`: its required fields only, the first of each choice that is not null. */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sampleOf(choices.find((choice) => choice.type !== 'null') ?? choices[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name], depth + 1)]),
      );
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => sampleOf(item, depth + 1));
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items, depth + 1));
    }
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** An object with every known field of the wrong type: text where numbers go, numbers where text goes. */
export function wrongOf(schema: JsonSchema | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema?.properties ?? {}).map(([name, property]) => {
      const type = Array.isArray(property.type) ? property.type[0] : property.type;
      return [name, type === 'string' || property.enum ? { no: 'es texto' } : 'no es un número'];
    }),
  );
}

/** What is wrong with an error answer's body (`{ message, errors? }`), or null. */
export function errorBodyProblem(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an object';
  const { message, errors, ...rest } = body as Record<string, unknown>;
  if (typeof message !== 'string' || message === '') return 'no message';
  if (Object.keys(rest).length > 0) return `unexpected fields ${Object.keys(rest).join(', ')}`;
  if (errors === undefined) return null;
  const valid =
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every(
      (messages) => Array.isArray(messages) && messages.every((item) => typeof item === 'string'),
    );
  return valid ? null : 'errors is not { field: [messages] }';
}
