// Image references, parsed exactly as the grammar docker and crane implement
// (github.com/distribution/reference, regexp.go), so we accept what they pull and nothing else.
// Nothing is normalized (no "docker.io/library/" added): formatting gives back the text.

import { InvalidReferenceError, type ReferencePart } from '../errors';

export interface ParsedReference {
  /** Registry host with optional port as written, or null when the reference names none. */
  domain: string | null;
  /** Repository path: lowercase components joined by '/'. */
  path: string;
  tag: string | null;
  /** `algorithm:hex`, or null. */
  digest: string | null;
}

/**
 * Longest repository path the grammar accepts: distribution's NameTotalLengthMax, which since
 * distribution/reference v0.6.0 counts the path only, not the registry host before it.
 */
const NAME_MAX_LENGTH = 255;

// The pieces of distribution's regexp.go, as source strings composed below.
const GRAMMAR = {
  pathComponent: '[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*',
  domainNameComponent: '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])',
  ipv6address: '\\[(?:[a-fA-F0-9:]+)\\]',
  optionalPort: '(?::[0-9]+)?',
  tag: '[\\w][\\w.-]{0,127}',
  digest: '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*[:][0-9a-fA-F]{32,}',
} as const;

const PATH_COMPONENT = new RegExp(`^${GRAMMAR.pathComponent}$`);
const DOMAIN = new RegExp(
  `^(?:${GRAMMAR.domainNameComponent}(?:\\.${GRAMMAR.domainNameComponent})*|${GRAMMAR.ipv6address})${GRAMMAR.optionalPort}$`,
);
const TAG = new RegExp(`^${GRAMMAR.tag}$`);
const DIGEST = new RegExp(`^${GRAMMAR.digest}$`);
// A bare 64-hex name is an image ID, not a repository: docker refuses it as a name.
const IMAGE_ID = /^[a-f0-9]{64}$/;

/** Hex length of each digest algorithm go-digest registers; others are "unsupported". */
const DIGEST_HEX_LENGTH: Readonly<Record<string, number>> = { sha256: 64, sha384: 96, sha512: 128 };

const DOCKER_HUB_LIBRARY = 'library/';

/** Whether a domain as written (or none) is Docker Hub, as docker normalizes it. */
function isDockerHub(domain: string | null): boolean {
  return domain === null || domain === 'docker.io' || domain === 'index.docker.io';
}

/** Whether the first component of a name is a registry host rather than part of the path. */
function isDomain(component: string): boolean {
  return (
    component.includes('.') ||
    component.includes(':') ||
    component === 'localhost' ||
    component !== component.toLowerCase()
  );
}

/** A reference the run wrote itself (a suggestion), or null when it does not parse. */
export function parsedOrNull(text: string): ParsedReference | null {
  try {
    return parseReference(text);
  } catch {
    return null;
  }
}

/** Parses a reference; throws InvalidReferenceError naming the part that is wrong and why. */
export function parseReference(text: string): ParsedReference {
  const fail = (part: ReferencePart, why: string): never => {
    throw new InvalidReferenceError(text, part, why);
  };
  if (text === '') fail('empty', 'the reference is empty');
  // Said up front: otherwise a stray space or newline reads as a bad path or tag.
  if (/\s/.test(text)) fail('format', 'a reference contains no whitespace');
  if (text.indexOf('@') !== text.lastIndexOf('@'))
    fail('format', 'a reference has at most one "@" (before the digest)');

  // The digest goes first: its ':' must not be read as a tag separator.
  let rest = text;
  let digest: string | null = null;
  const at = text.indexOf('@');
  if (at >= 0) {
    digest = text.slice(at + 1);
    rest = text.slice(0, at);
  }
  // A tag is the text after the last ':' that follows the last '/'; an earlier ':' is a port.
  let tag: string | null = null;
  const colon = rest.lastIndexOf(':');
  if (colon > rest.lastIndexOf('/')) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
  }
  const name = rest;
  if (name === '') fail('path', 'the repository name is empty');
  if (IMAGE_ID.test(text)) fail('path', 'a 64-character hexadecimal string is an image ID, not a repository name');

  let domain: string | null = null;
  let path = name;
  const slash = name.indexOf('/');
  if (slash >= 0 && isDomain(name.slice(0, slash))) {
    domain = name.slice(0, slash);
    path = name.slice(slash + 1);
  }

  if (domain !== null && !DOMAIN.test(domain)) {
    fail(
      'domain',
      `registry host "${domain}" is not a host name, IPv4 address or [IPv6] address with an optional numeric port`,
    );
  }
  if (path === '') fail('path', 'the repository path after the registry host is empty');
  const components = path.split('/');
  for (const component of components) {
    if (component === '') fail('path', `repository path "${path}" has an empty component`);
    if (PATH_COMPONENT.test(component)) continue;
    if (PATH_COMPONENT.test(component.toLowerCase())) fail('path', `repository path "${path}" must be lowercase`);
    fail(
      'path',
      `path component "${component}" must be lowercase letters and digits, separated by ".", "_", "__" or dashes, starting and ending with a letter or digit`,
    );
  }
  if (tag !== null) {
    if (tag === '') fail('tag', 'the tag after ":" is empty');
    if (tag.length > 128) fail('tag', `tag is ${tag.length} characters long; at most 128 are allowed`);
    if (!TAG.test(tag))
      fail('tag', `tag "${tag}" must be letters, digits, "_", "." and "-", not starting with "." or "-"`);
  }
  // Docker counts the path as it pulls it: a one-component Docker Hub name gains "library/".
  const pulledLength = path.length + (isDockerHub(domain) && !path.includes('/') ? DOCKER_HUB_LIBRARY.length : 0);
  if (pulledLength > NAME_MAX_LENGTH) {
    fail(
      'length',
      `the repository path is ${pulledLength} characters long${pulledLength > path.length ? ` (with Docker Hub's "${DOCKER_HUB_LIBRARY}")` : ''}; at most ${NAME_MAX_LENGTH} are allowed`,
    );
  }
  if (digest !== null) checkDigest(digest, fail);
  return { domain, path, tag, digest };
}

function checkDigest(digest: string, fail: (part: ReferencePart, why: string) => never): void {
  if (digest === '') fail('digest', 'the digest after "@" is empty');
  if (!DIGEST.test(digest))
    fail('digest', `digest "${digest}" must be algorithm:hex, e.g. sha256: and 64 hexadecimal characters`);
  const sep = digest.indexOf(':');
  const algorithm = digest.slice(0, sep);
  const hex = digest.slice(sep + 1);
  const length = DIGEST_HEX_LENGTH[algorithm];
  if (length === undefined)
    fail('digest', `digest algorithm "${algorithm}" is not supported (use sha256, sha384 or sha512)`);
  if (hex.length !== length)
    fail('digest', `a ${algorithm} digest has ${length} hexadecimal characters, this one has ${hex.length}`);
  if (!/^[a-f0-9]+$/.test(hex)) fail('digest', `digest hex must be lowercase (${algorithm}:${hex.toLowerCase()})`);
}

/** The text of a reference: the exact inverse of parseReference for what it returns. */
export function formatReference(ref: ParsedReference): string {
  let text = ref.domain === null ? ref.path : `${ref.domain}/${ref.path}`;
  if (ref.tag !== null) text += `:${ref.tag}`;
  if (ref.digest !== null) text += `@${ref.digest}`;
  return text;
}

/** The registry host a reference points at: its domain, or Docker Hub when it names none. */
export function registryOf(ref: ParsedReference): string {
  return ref.domain ?? 'docker.io';
}

/** Organization (first path component) and image (the rest, may hold '/'); one component: org ''. */
export function splitPath(path: string): { org: string; image: string } {
  const slash = path.indexOf('/');
  return slash < 0 ? { org: '', image: path } : { org: path.slice(0, slash), image: path.slice(slash + 1) };
}
