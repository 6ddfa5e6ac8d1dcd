import { ApiError } from '../../errors';

/**
 * The registry's answers to the run's credential: each history read accepts it, each 401/403
 * refuses it. A credential refused for every image is wrong (check/credential-failures.ts registryFailure).
 */
export class CredentialTally {
  accepted = 0;
  readonly refused: ApiError[] = [];

  /** A history read: answered, the credential is accepted; refused, it is counted so. */
  async counted<T>(call: Promise<T>): Promise<T> {
    try {
      const value = await call;
      this.accepted++;
      return value;
    } catch (error) {
      this.refusedBy(error);
      throw error;
    }
  }

  /** Counts `error` when it is the registry refusing the credential. */
  refusedBy(error: unknown): void {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) this.refused.push(error);
  }
}
