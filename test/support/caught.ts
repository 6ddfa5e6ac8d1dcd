import { expect } from 'vitest';
import { LookupError } from '../../src/errors';
import type { ApiError } from '../../src/errors';

/** The LookupError `promise` rejects with; a promise that resolves fails the test. */
export async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(LookupError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}
