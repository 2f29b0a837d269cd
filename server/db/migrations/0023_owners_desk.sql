CREATE INDEX "owners_name_idx" ON "owners" USING btree ("name","id");
