import { PointPage } from './PointPage';

/** /check/checkRiskPointExtinguisher — fire extinguisher points. */
export default function ExtinguisherPointPage() {
  return <PointPage kind="EXTINGUISHER" />;
}
