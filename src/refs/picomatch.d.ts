// picomatch ships no types; this is the little of its API that src/refs/globs.ts uses.
// It is the matcher inside tinyglobby, so both agree on what a glob means.
declare module 'picomatch' {
  interface PicomatchOptions {
    dot?: boolean;
    posix?: boolean;
    nocase?: boolean;
    nobrace?: boolean;
    noextglob?: boolean;
    noglobstar?: boolean;
  }
  function picomatch(glob: string | readonly string[], options?: PicomatchOptions): (path: string) => boolean;
  export default picomatch;
}
