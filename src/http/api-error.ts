// Reading a service's error answer (AIP-193, OCI, or anything else) into one ApiError (errors.ts).
import { z } from 'zod';
import { ApiError, BrokenRule, type FieldViolation, type PreconditionViolation, type ResourceInfo } from '../errors';

// gRPC status names by code (AIP-193 `code` is in the gRPC status space).
const GRPC_CODE_NAMES: Record<number, string> = {
  1: 'CANCELLED',
  2: 'UNKNOWN',
  3: 'INVALID_ARGUMENT',
  4: 'DEADLINE_EXCEEDED',
  5: 'NOT_FOUND',
  6: 'ALREADY_EXISTS',
  7: 'PERMISSION_DENIED',
  8: 'RESOURCE_EXHAUSTED',
  9: 'FAILED_PRECONDITION',
  10: 'ABORTED',
  11: 'OUT_OF_RANGE',
  12: 'UNIMPLEMENTED',
  13: 'INTERNAL',
  14: 'UNAVAILABLE',
  15: 'DATA_LOSS',
  16: 'UNAUTHENTICATED',
};

// Used when the body carries no reason: the HTTP status still says what kind of failure it was.
const HTTP_REASONS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

const detailSchema = z.looseObject({ '@type': z.string() });
const aipBodySchema = z.object({
  error: z.unknown().optional(),
  code: z.number().int().optional(),
  message: z.string().optional(),
  details: z.array(detailSchema).optional(),
});
const errorInfoSchema = z.looseObject({ reason: z.string().optional(), domain: z.string().optional() });
const badRequestSchema = z.looseObject({
  fieldViolations: z.array(z.object({ field: z.string(), description: z.string().default('') })).default([]),
});
const preconditionSchema = z.looseObject({
  violations: z
    .array(z.object({ type: z.string(), description: z.string().default(''), subject: z.string().optional() }))
    .default([]),
});
const resourceInfoSchema = z.looseObject({
  resourceType: z.string().optional(),
  resourceName: z.string().optional(),
  description: z.string().optional(),
});
// OCI distribution errors, as registries answer: {errors: [{code, message}]}.
const ociBodySchema = z.object({
  errors: z.array(z.looseObject({ code: z.string(), message: z.string().optional() })).min(1),
});

/** The detail type name from a type URL: "type.googleapis.com/google.rpc.BadRequest" -> "BadRequest". */
function detailType(typeUrl: string): string {
  return typeUrl.slice(typeUrl.lastIndexOf('.') + 1);
}

function statusText(status: number): string {
  return HTTP_REASONS[status] ?? `HTTP_${status}`;
}

/** Decodes an error response (AIP-193, OCI, or anything else) into one ApiError. */
export function decodeErrorResponse(status: number, bodyText: string, request: string): ApiError {
  const retryable = isRetryableStatus(status);
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    const snippet = bodyText.replace(/\s+/g, ' ').trim().slice(0, 120);
    return new ApiError({
      status,
      code: status,
      reason: statusText(status),
      message: `${request} answered HTTP ${status}${snippet ? ` with a non-JSON body: ${snippet}` : ''}`,
      request,
      retryable,
    });
  }

  const oci = ociBodySchema.safeParse(json);
  if (oci.success) {
    const first = oci.data.errors[0]!;
    return new ApiError({
      status,
      code: status,
      reason: first.code,
      message: `${request} answered HTTP ${status}: ${first.message ?? first.code}`,
      request,
      retryable,
    });
  }

  const aip = aipBodySchema.safeParse(json);
  if (!aip.success || (aip.data.code === undefined && aip.data.message === undefined)) {
    return new ApiError({
      status,
      code: status,
      reason: statusText(status),
      message: `${request} answered HTTP ${status}`,
      request,
      retryable,
    });
  }

  const body = aip.data;
  const { reason, domain, fieldViolations, preconditionViolations, resourceInfo } = readDetails(body.details ?? []);
  const code = body.code ?? status;
  return new ApiError({
    status,
    code,
    reason: reason ?? GRPC_CODE_NAMES[code] ?? statusText(status),
    message: body.message ?? `${request} answered HTTP ${status}`,
    domain,
    fieldViolations,
    preconditionViolations,
    resourceInfo,
    request,
    retryable,
  });
}

/** The AIP-193 details of an error body: ErrorInfo, BadRequest, PreconditionFailure, ResourceInfo. */
function readDetails(details: readonly z.infer<typeof detailSchema>[]) {
  let reason: string | undefined;
  let domain: string | undefined;
  const fieldViolations: FieldViolation[] = [];
  const preconditionViolations: PreconditionViolation[] = [];
  let resourceInfo: ResourceInfo | undefined;
  for (const detail of details) {
    switch (detailType(detail['@type'])) {
      case 'ErrorInfo': {
        const info = errorInfoSchema.safeParse(detail);
        if (info.success) ({ reason, domain } = info.data);
        break;
      }
      case 'BadRequest': {
        const bad = badRequestSchema.safeParse(detail);
        if (bad.success) fieldViolations.push(...bad.data.fieldViolations);
        break;
      }
      case 'PreconditionFailure': {
        const pre = preconditionSchema.safeParse(detail);
        if (pre.success)
          preconditionViolations.push(...pre.data.violations.map(({ type, description }) => ({ type, description })));
        break;
      }
      case 'ResourceInfo': {
        const res = resourceInfoSchema.safeParse(detail);
        if (res.success) resourceInfo = res.data;
        break;
      }
    }
  }
  return { reason, domain, fieldViolations, preconditionViolations, resourceInfo };
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 502 || status === 503 || status === 504;
}

/** The error of a request cut by the run's deadline: not retried, and it says so. */
export function deadlineError(label: string, signal: AbortSignal): ApiError {
  const why = signal.reason instanceof Error ? signal.reason.message : "the run's timeout was reached";
  return new ApiError({
    status: 0,
    code: 4,
    reason: 'DEADLINE_EXCEEDED',
    message: `${label}: not finished, ${why}`,
    request: label,
    retryable: false,
  });
}

/** A response that arrived but is not what the contract promises: names the field that broke. */
export function invalidResponse(request: string, problem: string): BrokenRule {
  return new BrokenRule('INVALID_RESPONSE', `${request} returned an unexpected response: ${problem}`, request);
}

/** Turns zod issues into "tags[3].digest: expected string" lines; `at`: where the value checked sits in the body. */
export function describeZodError(error: z.ZodError, at: PropertyKey[] = []): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const path = [...at, ...issue.path];
      return `${path.length ? formatPath(path) : '(body)'}: ${issue.message}`;
    })
    .join('; ');
}

function formatPath(path: PropertyKey[]): string {
  return path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    '',
  );
}
