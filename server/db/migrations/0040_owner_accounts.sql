-- An owner record's sign-in account (docs/owners.md "Owner accounts"): set only when the account proves the record's
-- number with a code sent to it, cleared by the desk's 'Unlink account' or the account's erasure. One account per
-- record and one record per account (the unique index; NULLs are many).
ALTER TABLE "owners" ADD COLUMN "user_id" uuid REFERENCES "profiles"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "account_linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_account_linked_check" CHECK (("user_id" IS NULL) = ("account_linked_at" IS NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "owners_user_unique" ON "owners" ("user_id");
