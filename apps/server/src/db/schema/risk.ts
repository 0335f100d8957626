import { resources } from '@dp/domain';
import { joinTable, resourceTable } from '../../resource/table';

/** Risk tables (domain-model §5), derived from their definitions, with the join tables of `ids` fields. */
export const riskPointType = resourceTable(resources.riskPointType);
export const riskPointTypePlaces = joinTable(resources.riskPointType, 'placeIds');
export const riskPointControl = resourceTable(resources.riskPointControl);
export const riskJobActivity = resourceTable(resources.riskJobActivity);
export const riskJobActivityPosts = joinTable(resources.riskJobActivity, 'postIds');
export const riskJobActivityAnalysts = joinTable(resources.riskJobActivity, 'analystIds');
export const riskJobActivityItem = resourceTable(resources.riskJobActivityItem);
export const riskDeviceFacility = resourceTable(resources.riskDeviceFacility);
export const riskDeviceFacilityAnalysts = joinTable(resources.riskDeviceFacility, 'analystIds');
export const riskDeviceFacilityItem = resourceTable(resources.riskDeviceFacilityItem);
export const riskControlMeasure = resourceTable(resources.riskControlMeasure);
export const riskPointTypeReview = resourceTable(resources.riskPointTypeReview);
export const riskPointTypeReviewers = joinTable(resources.riskPointTypeReview, 'reviewerIds');
export const riskJobActivityReview = resourceTable(resources.riskJobActivityReview);
export const riskJobActivityReviewers = joinTable(resources.riskJobActivityReview, 'reviewerIds');
export const riskDeviceFacilityReview = resourceTable(resources.riskDeviceFacilityReview);
export const riskDeviceFacilityReviewers = joinTable(resources.riskDeviceFacilityReview, 'reviewerIds');
