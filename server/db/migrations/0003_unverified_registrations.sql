ALTER TABLE "profiles" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that existed before this column: verified when the embedded auth user confirmed the address, and
-- every hosted-mode profile (no embedded user row) counts as verified, so no existing account becomes replaceable.
UPDATE "profiles" p SET "email_verified_at" = CASE
  WHEN EXISTS (SELECT 1 FROM "embedded_auth"."users" u WHERE u.id = p.id)
    THEN (SELECT u.email_confirmed_at FROM "embedded_auth"."users" u WHERE u.id = p.id)
  ELSE p.created_at END;
