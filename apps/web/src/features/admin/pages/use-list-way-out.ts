// An admin list that cannot be loaded (no answer, a permission taken away meanwhile) sends home with the error
// (product.md, The shell: Ways out).
import { useWayOut } from '@/lib/use-way-out';

export function useListWayOut(list: { isError: boolean; isFetching: boolean; error: unknown }) {
  useWayOut(list.isError && !list.isFetching ? { to: '/', error: list.error } : null);
}
