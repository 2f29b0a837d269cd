-- The desk's 'Revoke link' on an open availability question closes the question as 'revoked' (docs/owners.md).
ALTER TABLE "availability_asks" DROP CONSTRAINT "availability_asks_outcome_check";--> statement-breakpoint
ALTER TABLE "availability_asks" ADD CONSTRAINT "availability_asks_outcome_check" CHECK ("availability_asks"."outcome" in ('available', 'rented', 'unconfirmed', 'superseded', 'revoked'));
