import type { ZodType } from 'zod';
import type { HttpClient } from '../http/client';
import { collect, listAll } from './list';

/** Where a Platform API client speaks, and as whom. */
export interface PlatformConnection {
  http: HttpClient;
  apiUrl: string;
  token: string;
}

/** What every Platform API client shares: the base address, the token as Bearer, the List reader. */
export abstract class PlatformApi<Options extends PlatformConnection = PlatformConnection> {
  protected readonly base: string;
  protected readonly headers: Record<string, string>;

  constructor(protected readonly options: Options) {
    this.base = options.apiUrl.replace(/\/+$/, '');
    this.headers = { authorization: `Bearer ${options.token}` };
  }

  /** `path` under the base, then `uid`: a uid path (`<group>/<child>`) keeps its slashes, each segment escaped. */
  protected url(path: string, uid = ''): URL {
    return new URL(this.base + path + uid.split('/').map(encodeURIComponent).join('/'));
  }

  /** Every item of a List endpoint (./list); `exact`: exactly the stated totalCount, else an error. */
  protected listing<T>(
    url: URL,
    key: string,
    item: ZodType<T>,
    idOf: (item: T) => string,
    exact = false,
  ): Promise<T[]> {
    return collect(listAll({ http: this.options.http, url, headers: this.headers, key, item, idOf, exact }));
  }
}
