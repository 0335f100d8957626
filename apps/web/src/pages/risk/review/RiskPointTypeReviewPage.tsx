import { riskPointTypeReviewResource } from '@dp/domain';
import { ReviewPage } from './ReviewPage';

export default function RiskPointTypeReviewPage() {
  return <ReviewPage def={riskPointTypeReviewResource} />;
}
