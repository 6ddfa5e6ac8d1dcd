// Why a digest change carries no package list (`changes: null`): each reader says which of these
// holds, and change-line.ts says it in one short line where the change is shown.

export type ChangeGap =
  /** `packages: never`: nothing was asked. */
  | { kind: 'not-asked' }
  /** Neither the referrers API nor the `.att` tag holds an SPDX attestation of the digest. */
  | { kind: 'no-sbom'; digest: string }
  /** The attestation does not verify, or is not by an accepted signer: `detail` says which check failed. */
  | { kind: 'unverified'; digest: string; detail: string }
  /** The attestation's subject is another manifest than the platform image it was read for. */
  | { kind: 'other-manifest'; digest: string; subject: string }
  /** The SBOM is larger than the run reads (bytes). */
  | { kind: 'too-large'; digest: string; size: number; limit: number }
  /** The SBOM lists more packages than the run compares. */
  | { kind: 'too-many-packages'; digest: string | null; count: number; limit: number }
  /** The SBOM is not an SPDX document this run can read: `detail` names what is wrong. */
  | { kind: 'unreadable'; digest: string | null; detail: string }
  /** The digest's index lists no image of the `platform` asked for. */
  | { kind: 'no-platform'; digest: string; platform: string; available: string[] };
