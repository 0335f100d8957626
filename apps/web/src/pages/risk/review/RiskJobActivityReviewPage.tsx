import { riskJobActivityReviewResource } from '@dp/domain';
import { ReviewPage } from './ReviewPage';

export default function RiskJobActivityReviewPage() {
  return <ReviewPage def={riskJobActivityReviewResource} />;
}
