import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiClient, unwrapData, type RequestOptions } from '@/lib/api-client';

type DataQuery = {
  queryKey: QueryKey;
  /** From the contract's `apiRoutes`. */
  path: string;
  query?: RequestOptions['query'];
};

/**
 * The query options of a GET whose body is the contract's `{ data }` envelope: the query holds
 * what is inside it.
 */
export function dataQueryOptions<TResponse extends { data: unknown }>({
  queryKey,
  path,
  query,
}: DataQuery) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      unwrapData<TResponse['data']>(apiClient.get<TResponse>(path, { query, signal })),
  });
}
