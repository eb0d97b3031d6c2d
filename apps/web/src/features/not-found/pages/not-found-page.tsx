import { NotFoundView } from '@/components/not-found-view';

export function NotFoundPage() {
  return <NotFoundView />;
}
