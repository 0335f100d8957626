import { dataScopeResource } from '@dp/domain';
import { ScopeManager } from './scope/ScopeManager';

/** /authority/dataScope — row filters per menu. */
export default function DataScopePage() {
  return <ScopeManager def={dataScopeResource} />;
}
