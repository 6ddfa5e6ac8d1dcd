// What an organization scan read and could not read: shared by the scan, the results file's
// envelope, merge and the dashboard (a module that imports no implementation).

/** A repository whose tree and selected files were read, at `commit` of its default branch. */
export interface ReadRepository {
  /** owner/name */
  repository: string;
  commit: string;
  private: boolean;
}

/** A repository that could not be read (in full), and why; none of its references counts as clean. */
export interface UnreadRepository {
  /** owner/name */
  repository: string;
  reason: string;
  /** null when the listing never said (the repository was named but not found). */
  private: boolean | null;
}
