import type { GetListParams } from 'ra-core';
import type { FilterValue, ListQuery } from '../../domain/listQuery';

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * react-admin's list parameters as the API's list query. As docs/product.md#lists says, filters only if non-empty, the sorter only
 * if a field is set, pagination only if a page is set; the `q` filter is the free-text search.
 */
export function toListQuery({ pagination, sort, filter }: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): ListQuery {
  const query: ListQuery = {};
  if (pagination?.page) query.pagination = { current: pagination.page, pageSize: pagination.perPage };
  // `id` is react-admin's default sort, not a column of the API: leave the order to the server (created_at, newest first).
  if (sort?.field && sort.field !== 'id') {
    query.sorter = { field: sort.field, order: sort.order === 'ASC' ? 'ascend' : 'descend' };
  }
  const { q, ...fields } = (filter ?? {}) as Record<string, unknown>;
  const filters = Object.fromEntries(Object.entries(fields).filter(([, value]) => !isBlank(value))) as Record<string, FilterValue>;
  if (Object.keys(filters).length > 0) query.filters = filters;
  if (typeof q === 'string' && q.trim() !== '') query.q = q.trim();
  return query;
}
