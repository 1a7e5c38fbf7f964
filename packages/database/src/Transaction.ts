/**
 * Moved to `@vouch/sql-repository` (which has no database driver, so repositories can
 * depend on it alone); re-exported here for existing importers.
 *
 * @since 0.1.0
 */
export * from "@vouch/sql-repository/Transaction"
