import { resources } from '@dp/domain';
import { joinTable, resourceTable } from '../../resource/table';

/** Risk tables (domain-model §5), derived from their definitions. */
export const riskPointType = resourceTable(resources.riskPointType);
export const riskPointControl = resourceTable(resources.riskPointControl);
export const riskJobActivity = resourceTable(resources.riskJobActivity);
export const riskJobActivityItem = resourceTable(resources.riskJobActivityItem);
export const riskDeviceFacility = resourceTable(resources.riskDeviceFacility);
export const riskDeviceFacilityItem = resourceTable(resources.riskDeviceFacilityItem);
export const riskControlMeasure = resourceTable(resources.riskControlMeasure);
export const riskPointTypeReview = resourceTable(resources.riskPointTypeReview);
export const riskJobActivityReview = resourceTable(resources.riskJobActivityReview);
export const riskDeviceFacilityReview = resourceTable(resources.riskDeviceFacilityReview);

// Join tables of the `ids` fields (the layer reads and writes them; migrations carry them).
export const riskPointTypePlaceIds = joinTable(resources.riskPointType, 'placeIds');
export const riskJobActivityPostIds = joinTable(resources.riskJobActivity, 'postIds');
export const riskJobActivityAnalystIds = joinTable(resources.riskJobActivity, 'analystIds');
export const riskDeviceFacilityAnalystIds = joinTable(resources.riskDeviceFacility, 'analystIds');
export const riskPointTypeReviewReviewerIds = joinTable(resources.riskPointTypeReview, 'reviewerIds');
export const riskJobActivityReviewReviewerIds = joinTable(resources.riskJobActivityReview, 'reviewerIds');
export const riskDeviceFacilityReviewReviewerIds = joinTable(
  resources.riskDeviceFacilityReview,
  'reviewerIds',
);
