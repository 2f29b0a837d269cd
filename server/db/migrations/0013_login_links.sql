-- One-tap sign-in links (docs/auth.md "The sign-in link"): every login e-mail carries one beside its code, so whoever
-- holds the inbox can sign in on any device even while strangers keep the address's code ceiling full. Only the
-- token's SHA-256 is stored; single use, bound to the address, as long-lived as the code.
CREATE TABLE "embedded_auth"."login_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "login_links_email_idx" ON "embedded_auth"."login_links" USING btree ("email");
