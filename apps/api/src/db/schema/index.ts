// The one pg-core schema; migrations in apps/api/drizzle are generated from it (drizzle-kit).
export * from './catalog';
export * from './content';
export * from './meta';
export * from './orders';
export * from './people';
export * from './outbox';
export * from './accounts';
export * from './staffIdp';
export * from './footprints';
export * from './checkout';
export * from './royalty';
export * from './cart';
export * from './uploads';
export * from './fulfilment';
export * from './snapshots';
export * from './refunds';
export * from './reviews';
