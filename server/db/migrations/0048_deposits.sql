-- A tenancy's security deposit (docs/move-in.md "The deposit"): what was paid and when, recorded by one party and
-- confirmed by the other; the day the keys came back, the same way, and the return's due day from it; what the
-- owner returned and when, confirmed by the tenant. Each deduction is a line with its amount, reason, evidence (a
-- photo or an invoice, a private object) and the tenant's answer. The reminder log keeps each reminder to one send.
CREATE TABLE "tenancy_deposits" (
  "tenancy_id" uuid PRIMARY KEY NOT NULL REFERENCES "tenancies"("id") ON DELETE CASCADE,
  "amount" integer NOT NULL,
  "paid_on" date NOT NULL,
  "paid_recorded_by" text NOT NULL,
  "paid_recorded_at" timestamp with time zone NOT NULL,
  "paid_confirmed_at" timestamp with time zone,
  "keys_returned_on" date,
  "keys_recorded_by" text,
  "keys_recorded_at" timestamp with time zone,
  "keys_confirmed_at" timestamp with time zone,
  "return_due_on" date,
  "returned_amount" integer,
  "returned_on" date,
  "return_recorded_at" timestamp with time zone,
  "return_confirmed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "tenancy_deposits_amount_check" CHECK ("amount" > 0),
  CONSTRAINT "tenancy_deposits_paid_by_check" CHECK ("paid_recorded_by" IN ('tenant', 'owner')),
  CONSTRAINT "tenancy_deposits_keys_check" CHECK (("keys_returned_on" IS NULL) = ("keys_recorded_by" IS NULL) AND ("keys_returned_on" IS NULL) = ("return_due_on" IS NULL) AND ("keys_recorded_by" IS NULL OR "keys_recorded_by" IN ('tenant', 'owner'))),
  CONSTRAINT "tenancy_deposits_returned_check" CHECK (("returned_on" IS NULL) = ("returned_amount" IS NULL) AND ("returned_amount" IS NULL OR "returned_amount" BETWEEN 0 AND "amount"))
);--> statement-breakpoint
CREATE INDEX "tenancy_deposits_due_idx" ON "tenancy_deposits" ("return_due_on") WHERE "returned_on" IS NULL AND "keys_confirmed_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "deposit_deductions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "tenancy_id" uuid NOT NULL REFERENCES "tenancy_deposits"("tenancy_id") ON DELETE CASCADE,
  "amount" integer NOT NULL,
  "reason" text NOT NULL,
  "evidence_path" text NOT NULL,
  "evidence_type" text NOT NULL,
  "evidence_sha256" text NOT NULL,
  "answer" text,
  "answer_reason" text,
  "answered_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "deposit_deductions_amount_check" CHECK ("amount" > 0),
  CONSTRAINT "deposit_deductions_evidence_check" CHECK ("evidence_type" IN ('image/webp', 'application/pdf')),
  CONSTRAINT "deposit_deductions_answer_check" CHECK (("answer" IS NULL OR "answer" IN ('accepted', 'disputed')) AND ("answer" IS NULL) = ("answered_at" IS NULL))
);--> statement-breakpoint
CREATE INDEX "deposit_deductions_tenancy_idx" ON "deposit_deductions" ("tenancy_id", "created_at");--> statement-breakpoint
CREATE TABLE "deposit_reminders" (
  "tenancy_id" uuid NOT NULL REFERENCES "tenancy_deposits"("tenancy_id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "due_on" date NOT NULL,
  "sent_at" timestamp with time zone NOT NULL,
  CONSTRAINT "deposit_reminders_pkey" PRIMARY KEY ("tenancy_id", "kind", "due_on"),
  CONSTRAINT "deposit_reminders_kind_check" CHECK ("kind" IN ('before_due', 'due'))
);
