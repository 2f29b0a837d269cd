CREATE TABLE "web_vital_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"measured_on" date NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"value" real NOT NULL,
	"connection" text,
	CONSTRAINT "web_vital_samples_metric_check" CHECK ("metric" in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
	CONSTRAINT "web_vital_samples_route_check" CHECK (char_length("route") between 1 and 120),
	CONSTRAINT "web_vital_samples_value_check" CHECK ("value" >= 0)
);
--> statement-breakpoint
CREATE INDEX "web_vital_samples_day_route_idx" ON "web_vital_samples" USING btree ("measured_on","route","metric");
