/** The one schema both engines run: each resource keeps its tables beside its code. */

export * from '../aadhaar-qr/schema';
export * from '../access-log/schema';
export * from '../api-keys/schema';
export * from '../auth/schema';
export * from '../bookings/schema';
export * from '../checks/schema';
export * from '../contact/schema';
export * from '../documents/resumable/schema';
export * from '../events/schema';
export * from '../mail/schema';
export * from '../notes/schema';
export * from '../operators/schema';
export * from '../partners/schema';
export * from '../rate-limit/schema';
export * from '../webhooks/schema';
