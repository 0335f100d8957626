import { riskPointControlResource } from '@dp/domain';
import { ResourceCrud } from '@/crud/ResourceCrud';

/**
 * /risk/riskPointControl — who controls each risk point at which level; the server refuses a set
 * that leaves a gap between the highest level and the post (cascade-down rule).
 */
export default function RiskPointControlPage() {
  return <ResourceCrud def={riskPointControlResource} />;
}
