-- Issue 30: operators have roles. The operators made before them ran the
-- whole console, so they become admins.
UPDATE "users" SET "role" = 'admin' WHERE "role" = 'operator';
