import { riskDeviceFacilityReviewResource } from '@dp/domain';
import { ReviewPage } from './ReviewPage';

export default function RiskDeviceFacilityReviewPage() {
  return <ReviewPage def={riskDeviceFacilityReviewResource} />;
}
