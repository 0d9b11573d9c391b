import type {
  CreateProfileBody as SchemaCreateProfileBody,
  Profile as SchemaProfile,
  Relationship,
  UpdateProfileBody as SchemaUpdateProfileBody,
} from '@telehealth/schema';

/*
 * @telehealth/schema builds its relationship union from an array (not a tuple), so TypeBox's static type
 * for `relationship` comes out as `never` (entity) or `undefined` (bodies). These types put back the
 * spec's twelve values; they stay correct once the schema names the union as a tuple.
 */
type WithRelationship<T, Optional extends boolean> = Omit<T, 'relationship'> &
  (Optional extends true ? { relationship?: Relationship } : { relationship: Relationship });

export type Profile = WithRelationship<SchemaProfile, false>;
export type ProfileCreateBody = WithRelationship<Omit<SchemaCreateProfileBody, 'deviceId'>, true>;
export type ProfileUpdateBody = WithRelationship<SchemaUpdateProfileBody, true>;

export const toSchemaCreateBody = (body: ProfileCreateBody, deviceId: string) =>
  ({ ...body, deviceId }) as SchemaCreateProfileBody;
export const toSchemaUpdateBody = (body: ProfileUpdateBody) => body as SchemaUpdateProfileBody;
