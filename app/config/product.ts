/** Product constants live in catalog/product.ts (shared with the simulator); the app's imports keep this path. */
export * from '../../catalog/product';
