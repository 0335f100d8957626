import { apiScopeResource } from '@dp/domain';
import { ScopeManager } from './scope/ScopeManager';

/** /authority/apiScope — route patterns per menu. */
export default function ApiScopePage() {
  return <ScopeManager def={apiScopeResource} />;
}
