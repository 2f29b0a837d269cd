/** The destinations whose skeleton twin a pending link can show (see LinkPendingOverlay and PendingSkeleton). */
export type PendingSkeletonName = 'society' | 'properties';
