import { PointPage } from './PointPage';

/** /check/checkRiskPoint — risk check points. */
export default function NormalPointPage() {
  return <PointPage kind="NORMAL" />;
}
