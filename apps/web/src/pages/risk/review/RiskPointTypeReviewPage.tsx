import { riskPointTypeReviewResource } from '@dp/domain';
import { ReviewNeededList } from './ReviewNeededList';
import { ReviewPage } from './ReviewPage';

export default function RiskPointTypeReviewPage() {
  return (
    <>
      <ReviewNeededList />
      <ReviewPage def={riskPointTypeReviewResource} />
    </>
  );
}
