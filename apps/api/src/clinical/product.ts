/**
 * The product's name on documents. The web apps take it from `@telehealth/ui` (brand.ts), which ships
 * React source the API cannot load on plain Node; keep the two in step.
 */
export const PRODUCT_NAME = 'Haven Health';
