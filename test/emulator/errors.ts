// Answers of the emulator's handlers, and the error bodies of both APIs: AIP-193 for the
// Platform API (spec: Errors), OCI distribution `{errors: [{code, message}]}` for the registry.

import { normalizeAudience, type EmulatorState, type RequestContext } from './state';

export interface Reply {
  status: number;
  /** JSON body; undefined for an empty body. */
  body?: unknown;
  /** Bytes sent as they are (an OCI manifest or blob), with their `content-type` in `headers`; `body` is then unused. */
  raw?: Buffer;
  headers?: Record<string, string>;
}

export const TYPE_PREFIX = 'type.googleapis.com/google.rpc.';

/** gRPC status names by code. */
export const GRPC = {
  OK: 0,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  UNAUTHENTICATED: 16,
} as const;
export type GrpcName = keyof typeof GRPC;

/** The HTTP status grpc-gateway uses for a gRPC code (runtime.HTTPStatusFromCode). */
export const HTTP_OF: Record<GrpcName, number> = {
  OK: 200,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  // grpc-gateway answers FAILED_PRECONDITION with 400 (not 409); the emulator does the same.
  FAILED_PRECONDITION: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  UNAUTHENTICATED: 401,
};

/** The gRPC code an HTTP status stands for (for injected status faults). */
export function grpcOfHttp(status: number): GrpcName {
  if (status === 429) return 'RESOURCE_EXHAUSTED';
  if (status === 502 || status === 503) return 'UNAVAILABLE';
  if (status === 504) return 'DEADLINE_EXCEEDED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'PERMISSION_DENIED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'ALREADY_EXISTS';
  if (status === 400) return 'INVALID_ARGUMENT';
  if (status === 501) return 'UNIMPLEMENTED';
  return 'INTERNAL';
}

/** ErrorInfo domain by path: `<domain>.chainguard.dev` (spec: `iam.<vendor>.dev` for IAM). */
export function domainOf(path: string): string {
  const first = path.split('/')[1] ?? '';
  if (first === 'iam' || first === 'registry' || first === 'vulnerabilities' || first === 'sts')
    return `${first}.chainguard.dev`;
  return 'chainguard.dev';
}

/** An AIP-193 error: `{code, message, details: [ErrorInfo, ...more]}`. */
export function aip(name: GrpcName, message: string, domain: string, ...details: object[]): Reply {
  return {
    status: HTTP_OF[name],
    body: {
      code: GRPC[name],
      message,
      details: [{ '@type': `${TYPE_PREFIX}ErrorInfo`, reason: name, domain }, ...details],
    },
  };
}

export function badRequest(domain: string, violations: { field: string; description: string }[]): Reply {
  const first = violations[0]!;
  return aip('INVALID_ARGUMENT', `Invalid argument: ${first.field}: ${first.description}`, domain, {
    '@type': `${TYPE_PREFIX}BadRequest`,
    fieldViolations: violations,
  });
}

export function notFound(
  domain: string,
  resourceType: string,
  resourceName: string,
  what = resourceType.toLowerCase(),
): Reply {
  return aip('NOT_FOUND', `${what} ${resourceName} not found`, domain, {
    '@type': `${TYPE_PREFIX}ResourceInfo`,
    resourceType,
    resourceName,
    description: `${resourceType} ${resourceName} does not exist or is not visible to this token`,
  });
}

export function preconditionFailed(
  domain: string,
  message: string,
  violations: { type: string; subject: string; description: string }[],
): Reply {
  return aip('FAILED_PRECONDITION', message, domain, { '@type': `${TYPE_PREFIX}PreconditionFailure`, violations });
}

/** An OCI distribution error, as the registry answers. */
export function oci(status: number, code: string, message: string, headers?: Record<string, string>): Reply {
  return { status, body: { errors: [{ code, message }] }, headers };
}

export const ok = (body?: unknown): Reply => ({ status: 200, body });

/** The Platform API's authentication: its token, or one /sts/exchange issued for its audience; else the refusal. */
export function platformAuthFailure(state: EmulatorState, ctx: RequestContext, domain: string): Reply | undefined {
  const bearer = /^Bearer (.+)$/.exec(ctx.authorization)?.[1];
  const exchanged = bearer ? state.readExchanged(bearer) : undefined;
  const authenticated =
    bearer !== undefined &&
    (bearer === state.apiToken ||
      (exchanged !== undefined && normalizeAudience(exchanged.audience) === normalizeAudience(state.url)));
  if (authenticated) return undefined;
  return aip(
    'UNAUTHENTICATED',
    bearer ? 'the bearer token is not valid for this audience' : 'the request has no bearer token',
    domain,
  );
}
