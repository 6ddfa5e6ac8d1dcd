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
  namespace picomatch {
    /** Splits a glob into its parts; `isGlob` says whether it holds glob characters. */
    function scan(input: string, options?: PicomatchOptions): { isGlob: boolean };
  }
  export default picomatch;
}
