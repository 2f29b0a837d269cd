-- /ops/audit filters by the actor's e-mail (the command line has no account id) and pages newest first by id.
CREATE INDEX "audit_log_actor_email_idx" ON "audit_log" USING btree ("actor_email","id");
