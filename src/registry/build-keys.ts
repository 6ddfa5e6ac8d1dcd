// Counting each build of a long history once, without keeping its digest: a walk's Set holds a
// number per build, not the digest's string.

/**
 * A build's key: 52 bits mixed from the whole of its digest (a sha256, spec rule 5; builds a
 * test or a server numbers one after another differ only at the end). Two builds share a key by
 * chance about once in 10^4 walks of a million builds. Digests are the registry's word: a
 * registry that made two share one would hide a build from the count, which it can do anyway by
 * leaving the build out of its answer. Pins and the watched digest are compared whole.
 */
export function buildKey(digest: string): number {
  let a = 0x9e3779b9;
  let b = 0x85ebca6b;
  // The 64 hex digits after "sha256:" (lowercase, as the schema requires), 8 to a word.
  for (let i = 7; i < 71; i += 8) {
    let word = 0;
    for (let j = i; j < i + 8; j++) {
      const c = digest.charCodeAt(j);
      word = (word << 4) | (c <= 57 ? c - 48 : c - 87);
    }
    a = Math.imul(a ^ word, 0xcc9e2d51);
    a = (a << 15) | (a >>> 17);
    b = Math.imul(b ^ word, 0x1b873593);
    b = (Math.imul((b << 13) | (b >>> 19), 5) + 0xe6546b64) | 0;
  }
  return (fmix(a) >>> 6) * 2 ** 26 + (fmix(b ^ a) >>> 6);
}

/** MurmurHash3's finalizer: every input bit moves every output bit. */
function fmix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}
