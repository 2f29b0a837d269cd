-- A home marked rented (by its owner's "It's rented" or the desk's 'Rented') declines its live offers with their
-- own reason, `home_let` (lib/offers/status.ts DECLINE_REASONS), so the tenant reads why and nobody is named as
-- having decided it. The check lists every reason code.
ALTER TABLE "tenant_offers" DROP CONSTRAINT "tenant_offers_decline_reason_check";--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD CONSTRAINT "tenant_offers_decline_reason_check" CHECK ("tenant_offers"."decline_reason" is null or "tenant_offers"."decline_reason" in ('rent_too_low', 'deposit_too_low', 'move_in_date', 'tenant_preference', 'owner_plans_changed', 'another_offer', 'home_let', 'counter_declined'));
