/** The product's name and the path prefix every route sits under (app §2 in docs/spec-coverage.md). A leaf module. */
export const PRODUCT_NAME = 'MindMetric';
export const PRODUCT_SLUG = 'mindmetric';
export const PRODUCT_PREFIX = `/${PRODUCT_SLUG}`;
