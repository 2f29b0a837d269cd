-- The language a person and an owner read (docs/i18n.md "Messages in the recipient's language"): set when a
-- signed-in person chooses a language with the switch (or signs in with one chosen), and when an owner answers on a
-- link in one. NULL means never chosen, and reads as English, so every message sent before stays as it was.
ALTER TABLE "profiles" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_language_check" CHECK ("language" in ('en', 'kn', 'hi'));--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_language_check" CHECK ("language" in ('en', 'kn', 'hi'));
