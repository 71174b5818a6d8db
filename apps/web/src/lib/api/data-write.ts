import { pathTo } from '@markwise/contract';
import { apiClient, unwrapData } from '@/lib/api-client';

type WriteMethod = 'post' | 'put' | 'patch';

/**
 * The request function of a write to one item: the path parameters (`{ levelId }`) name the
 * item in `route` (from the contract's `apiRoutes`), `body` is sent as is, and what the answer's
 * `{ data }` envelope holds is returned.
 */
export function dataWrite<
  TResponse extends { data: unknown },
  TParams extends Record<string, string>,
  TBody,
>(method: WriteMethod, route: string) {
  return ({ body, ...params }: TParams & { body: TBody }): Promise<TResponse['data']> =>
    unwrapData<TResponse['data']>(apiClient[method]<TResponse>(pathTo(route, params), body));
}
