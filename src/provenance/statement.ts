// What a signed payload claims: cosign's simplesigning payload names one manifest digest; an
// in-toto statement names its subjects' digests and carries a predicate. zod reads both.
import { z } from 'zod';

const INTOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';
export const SIGN_PREDICATE = 'https://sigstore.dev/cosign/sign/v1';

const simpleSigningSchema = z.looseObject({
  critical: z.looseObject({
    image: z.looseObject({ 'docker-manifest-digest': z.string() }),
    type: z.string().optional(),
  }),
});

const statementSchema = z.looseObject({
  _type: z.string().startsWith('https://in-toto.io/Statement/'),
  subject: z
    .array(z.looseObject({ name: z.string().optional(), digest: z.record(z.string(), z.string()) }))
    .min(1)
    .max(1000),
  predicateType: z.string().min(1),
  predicate: z.unknown().optional(),
});
export type Statement = z.infer<typeof statementSchema>;

/** The digest a cosign signature payload names; null when the payload is not one. */
export function signedDigestOf(payload: Buffer): string | null {
  const parsed = simpleSigningSchema.safeParse(parseJson(payload));
  return parsed.success ? parsed.data.critical.image['docker-manifest-digest'] : null;
}

/** An in-toto statement of a DSSE payload; null when the payload is not one. */
export function statementOf(payloadType: string, payload: Buffer): Statement | null {
  if (payloadType !== INTOTO_PAYLOAD_TYPE) return null;
  const parsed = statementSchema.safeParse(parseJson(payload));
  return parsed.success ? parsed.data : null;
}

/** The sha256 digests a statement's subjects name, as `sha256:<hex>`. */
export function subjectDigests(statement: Statement): string[] {
  return statement.subject.flatMap((s) => (s.digest.sha256 ? [`sha256:${s.digest.sha256.toLowerCase()}`] : []));
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}
