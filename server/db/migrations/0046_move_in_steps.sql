-- The society's move-in steps of a tenancy (docs/move-in.md "The move-in steps"): the items come from the society's
-- stated facts each time they are read; only each step's latest mark is kept, with the party who set it and when.
CREATE TABLE "tenancy_step_marks" (
  "tenancy_id" uuid NOT NULL REFERENCES "tenancies"("id") ON DELETE CASCADE,
  "step" text NOT NULL,
  "state" text NOT NULL,
  "marked_by" text NOT NULL,
  "marked_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("tenancy_id", "step"),
  CONSTRAINT "tenancy_step_marks_state_check" CHECK ("state" IN ('to_do', 'done', 'not_needed')),
  CONSTRAINT "tenancy_step_marks_marked_by_check" CHECK ("marked_by" IN ('tenant', 'owner'))
);
