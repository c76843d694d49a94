/**
 * The keys of the PostgreSQL advisory locks the servers take, one a purpose. Any fixed numbers, but distinct: two
 * purposes sharing a key wait for each other. 724 312 is taken in SQL: a campaign's expansion holds it alone while
 * customers' deletions, the trash, merges and erasures share it (migrations 0060 and 0061).
 */
export const advisoryLockKeys = {
  /** Servers sharing one PostgreSQL take turns migrating it (`openDatabase`). */
  migrations: 724_311,
  /** The kept counts' fold under way, so that two servers' folds do not wait for each other's rows. */
  countFold: 724_313,
  /** Servers starting together on an empty database make one superadmin between them. */
  firstSuperadmin: 724_314,
} as const;
