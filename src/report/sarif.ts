import { createHash } from 'node:crypto';
import { activeAdvisories, gateOf, KINDS, overGate, type FindingKind, type Loudness } from '../findings';
import type { FailOn, ImageResult, Location, SkippedReference } from '../model';
import { distinctAdvisoryIds, skippedMessage } from './format';
import { locationUrl } from './links';
import { reportedFindings } from './messages';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** Where the tool is described: `tool.driver.informationUri`. */
const INFORMATION_URI = 'https://github.com/image-check/image-check';

type SarifLevel = 'error' | 'warning' | 'note';

interface RuleDefinition {
  id: FindingKind;
  name: string;
  short: string;
  full: string;
  help: string;
  level: SarifLevel;
  tags: readonly string[];
}

/** The rules, in ruleIndex order (never reordered: an index, once published, keeps its rule). Ids are the finding kinds. */
const RULES = [
  {
    id: 'eol',
    name: 'EndOfLifeImageTag',
    short: 'Image tag is end-of-life',
    full: 'The referenced image tag is deprecated on the registry: it receives no more builds or security fixes.',
    help: "Move to a tag that is still maintained. The registry does not name a successor: list the image's tags in the registry console (or with `crane ls <registry>/<org>/<image>`) and pick a supported version.",
    level: 'error',
    tags: ['security', 'maintainability'],
  },
  {
    id: 'stale',
    name: 'StalePinnedDigest',
    short: 'Pinned digest is behind its tag',
    full: 'The reference pins a digest that its tag has superseded with newer builds for longer than the allowed max-age.',
    help: 'Update the pin to the current digest of the tag (the `pinned` output of the action lists `registry/org/image:tag@sha256:...` for every tag), or let a dependency bot keep it current.',
    level: 'warning',
    tags: ['security', 'maintainability'],
  },
  {
    id: 'advisory',
    name: 'ImageAdvisories',
    short: 'Security advisories are listed for the image',
    full: 'The registry lists security advisories for a package of this image.',
    help: 'Review the listed advisories. Rebuilding on the current digest of a maintained tag picks up published fixes.',
    level: 'note',
    tags: ['security'],
  },
  {
    id: 'error',
    name: 'ImageCheckError',
    short: 'Image could not be checked',
    full: 'image-check could not look up this image (tag missing, digest not in the tag history, access denied, service error...).',
    help: 'Read the message: a missing tag or unknown digest usually means a typo or a removed tag; permission errors mean the credentials cannot read the repository.',
    level: 'error',
    tags: ['reliability'],
  },
  {
    id: 'ending',
    name: 'ImageTagEndingSoon',
    short: "Image tag's builds end soon",
    full: 'The tag is in its grace period: its builds stop within warn-before, after which it is end-of-life.',
    help: 'Move to a maintained tag before the builds stop (the message names one when the registry lists it).',
    level: 'warning',
    tags: ['security', 'maintainability'],
  },
  {
    id: 'denied',
    name: 'RegistryPolicyDenied',
    short: "The registry's policies refuse to pull the image",
    full: 'An enforced pull-time policy of the organization (no-eol, cooldown, support-window or a custom rule) denies the digest in use, and no override waives it: the registry will refuse the pull.',
    help: 'Move to the build the message names (the newest one the registry lets through), or ask the organization for an override of the policy for this digest.',
    level: 'error',
    tags: ['security', 'reliability'],
  },
  {
    id: 'dry-run',
    name: 'RegistryPolicyDryRunDenied',
    short: 'A dry-run policy of the registry denies the image',
    full: 'A pull-time policy in dry-run mode denies the digest in use: the pull goes through today and will be refused once the policy is enforced.',
    help: 'Move before the policy is enforced, or ask the organization for an override of the policy for this digest.',
    level: 'warning',
    tags: ['security', 'reliability'],
  },
  {
    id: 'unsigned',
    name: 'ImageNotSignedByVendor',
    short: "The digest in use is not the vendor's signed build",
    full: "No Sigstore signature of an accepted signer verifies for the digest in use (none found, another signer's, one that does not verify against the trusted root, or one of another digest): it is not proven to be the vendor's build.",
    help: 'Move to the signed build the message names, or pin a digest the vendor signed (cosign verify with the identity in docs/signatures.md); set signers to accept your own.',
    level: 'error',
    tags: ['security'],
  },
] as const satisfies readonly RuleDefinition[];

/** Only under a severity in fail-on: after the four, so their indexes never move. */
const VULNERABILITY_RULE = {
  id: 'vulnerability',
  name: 'ImageVulnerabilities',
  short: 'The image in use has vulnerabilities at the fail-on severity or worse',
  full: "The platform's vulnerability report of the digest in use lists vulnerabilities at the severity named in fail-on or worse that the policy file does not ignore.",
  help: 'Move to the current build of the tag when it fixes them (the message says which it fixes), or accept one with an ignore entry in the policy file (`kind: CVE-...`, with a reason and an end date).',
  level: 'error',
  tags: ['security'],
} as const satisfies RuleDefinition;

/** The ids over the gate (not ignored) and the counts of the digest in use. */
function vulnerabilityProperties(r: ImageResult, failOn: ReadonlySet<FailOn>) {
  return {
    vulnerabilities: overGate(r, gateOf(failOn))?.ids.map((v) => v.id) ?? [],
    vulnerabilityCounts: r.vulnerabilities ?? null,
  };
}

const ALL_RULES = [...RULES, VULNERABILITY_RULE];
// Every finding kind has a rule: a kind without one is a compile error here.
type Unruled = Exclude<FindingKind, (typeof ALL_RULES)[number]['id']>;
const everyKindRuled: [Unruled] extends [never] ? true : Unruled = true;
void everyKindRuled;
const RULE_INDEX: ReadonlyMap<string, number> = new Map(ALL_RULES.map((r, i) => [r.id, i]));

/** Stable across runs for the same reference, rule and file (not line: edits above move it). */
function fingerprint(ref: string, rule: string, file: string | null): string {
  return createHash('sha256')
    .update(`${ref}\u0000${rule}\u0000${file ?? ''}`)
    .digest('hex');
}

function physical(location: Location, serverUrl = DEFAULT_SERVER_URL) {
  // A repository read through the API: its file at the commit read, an absolute address.
  const url = locationUrl(serverUrl, location);
  return {
    physicalLocation: {
      // A URI reference: each path segment percent-encoded (spaces, '#', '?', '%').
      artifactLocation: url
        ? { uri: url.replace(/#L\d+$/, '') }
        : { uri: location.file.split('/').map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' },
      region: { startLine: Math.max(1, location.line) },
    },
  };
}

interface SarifOptions {
  /** References found but not checked: listed as tool notifications, so a skipped line is not silent. */
  skipped?: readonly SkippedReference[];
  /**
   * Where a reference without a location (one from the `images` input) is reported: the
   * workflow file that holds the input, workspace-relative (see workflowFileOf). Code scanning
   * rejects an upload with a location-less result ("expected at least one location"): without
   * it such a finding is placed on a location named by the image itself (imageLocation).
   */
  inputsFile?: string;
  /** What fails the step: a result's level follows it as annotations do. */
  failOn: ReadonlySet<FailOn>;
  /** GITHUB_SERVER_URL, for the locations in repositories read through the API. */
  serverUrl?: string;
}

const DEFAULT_SERVER_URL = 'https://github.com';

const SARIF_LEVEL: Record<Loudness, SarifLevel> = { error: 'error', warning: 'warning', notice: 'note' };

/**
 * The workspace-relative workflow file of a run from `GITHUB_WORKFLOW_REF`
 * (`owner/repo/.github/workflows/ci.yml@refs/heads/main` -> `.github/workflows/ci.yml`).
 */
export function workflowFileOf(workflowRef: string | undefined): string | undefined {
  const match = /^[^/]+\/[^/]+\/(.+?)@[^@]*$/.exec(workflowRef ?? '');
  return match?.[1];
}

/**
 * Where a reference given without a file is reported when no file is named: a location named by
 * the image itself, as Trivy reports an image (`cgr.dev/chainguard/nginx%3A1.25`, each segment
 * percent-encoded by `physical`, so a `:` or `@` cannot read as a scheme or an authority).
 */
function imageLocation(ref: string): Location {
  return { file: ref, line: 1 };
}

/**
 * A SARIF 2.1.0 log of the findings: one result per finding per location where the reference
 * was found (workspace-relative uri under `%SRCROOT%`). A reference from the `images` input is
 * reported at line 1 of `options.inputsFile`, else on its image (imageLocation); every result
 * has a location. Pure.
 */
export function buildSarif(results: readonly ImageResult[], version: string, options: SarifOptions): object {
  const sarifResults: object[] = [];
  for (const r of results) {
    for (const { kind, loudness, message: text } of reportedFindings(r, options.failOn)) {
      const ruleIndex = RULE_INDEX.get(KINDS[kind].sarifRule)!;
      const rule = ALL_RULES[ruleIndex]!;
      const properties = {
        ref: r.ref,
        status: r.status,
        currentDigest: r.digest,
        ...((kind === 'eol' || kind === 'stale' || kind === 'denied') && r.suggestion
          ? { suggestion: r.suggestion }
          : {}),
        ...(kind === 'denied' || kind === 'dry-run' ? { policies: r.policies ?? [] } : {}),
        ...(kind === 'advisory' ? { advisories: distinctAdvisoryIds(activeAdvisories(r)) } : {}),
        ...(kind === 'ending' ? { buildsUntil: r.endOfLife?.buildsUntil ?? null } : {}),
        ...(kind === 'vulnerability' ? vulnerabilityProperties(r, options.failOn) : {}),
      };
      const fallback = options.inputsFile ? { file: options.inputsFile, line: 1 } : imageLocation(r.ref);
      for (const place of r.locations.length > 0 ? r.locations : [fallback]) {
        sarifResults.push({
          ruleId: rule.id,
          ruleIndex,
          level: SARIF_LEVEL[loudness],
          message: { text },
          locations: [physical(place, options.serverUrl)],
          partialFingerprints: {
            'imageCheck/v1': fingerprint(
              r.ref,
              rule.id,
              `${place.repository ? `${place.repository}/` : ''}${place.file}`,
            ),
          },
          properties,
        });
      }
    }
  }
  // Another registry's references are counted by the table, not listed: they are not problems.
  const listed = (options.skipped ?? []).filter((s) => s.kind !== 'other-registry');
  const notifications = listed.map(notification);
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'image-check',
            informationUri: INFORMATION_URI,
            version,
            semanticVersion: version,
            rules: (gateOf(options.failOn) !== null ? ALL_RULES : RULES).map(ruleDescriptor),
          },
        },
        columnKind: 'utf16CodeUnits',
        ...(notifications.length > 0
          ? { invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }] }
          : {}),
        results: sarifResults,
      },
    ],
  };
}

function ruleDescriptor(rule: RuleDefinition) {
  return {
    id: rule.id,
    name: rule.name,
    shortDescription: { text: rule.short },
    fullDescription: { text: rule.full },
    help: { text: rule.help.replace(/`/g, ''), markdown: rule.help },
    defaultConfiguration: { level: rule.level },
    properties: { tags: rule.tags },
  };
}

/** A skipped reference as a SARIF notification: a warning at its line. */
function notification(s: SkippedReference) {
  return {
    level: 'warning',
    message: { text: skippedMessage(s) },
    descriptor: { id: `skipped/${s.kind}` },
    ...(s.location ? { locations: [physical(s.location)] } : {}),
  };
}
