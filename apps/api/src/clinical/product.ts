/** The product's name on documents: one name for the API and the apps, kept in `@telehealth/schema`. */
export { PRODUCT_NAME } from '@telehealth/schema';
