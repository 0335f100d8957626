import { resources } from '@dp/domain';
import ResourcePage from '@/crud/ResourcePage';
import ComingSoonPage from '@/pages/error/ComingSoonPage';
import type { PageProps } from './pages';

/**
 * A menu page without a screen of its own: the generic list when its code names a resource of
 * `@dp/domain`, else "coming soon". Deciding here, in a lazy chunk, keeps the resource
 * definitions out of the main layout's first screen.
 */
export default function GenericPage({ name }: PageProps) {
  return name && name in resources ? <ResourcePage name={name} /> : <ComingSoonPage />;
}
