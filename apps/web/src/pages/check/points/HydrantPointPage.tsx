import { PointPage } from './PointPage';

/** /check/checkRiskPointHydrant — fire hydrant points. */
export default function HydrantPointPage() {
  return <PointPage kind="HYDRANT" />;
}
