import RiskManualPage from './RiskManualPage';

/** /risk/riskManualReview — manuals awaiting the approver's decision. */
export default function RiskManualReviewPage() {
  return <RiskManualPage reviewing />;
}
