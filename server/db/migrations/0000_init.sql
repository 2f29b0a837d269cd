CREATE SCHEMA "embedded_auth";
--> statement-breakpoint
CREATE TABLE "builders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"logo_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "builders_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "cities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"zone_id" uuid,
	"city_id" uuid,
	CONSTRAINT "locations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sub_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"location_id" uuid,
	CONSTRAINT "sub_locations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "zones_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "gated_societies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"primary_photo" jsonb,
	"photo_gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text,
	"project_type" text NOT NULL,
	"project_status" text NOT NULL,
	"project_size" text,
	"total_units" integer,
	"number_of_floors" integer,
	"completion_date" date,
	"bedroom_configurations" text[] DEFAULT '{}'::text[] NOT NULL,
	"project_highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"brochure_pdf" text,
	"builder_id" uuid,
	"location_id" uuid,
	"sub_location_id" uuid,
	"zone_id" uuid,
	"city_id" uuid,
	"status" text DEFAULT 'verified' NOT NULL,
	"lift" boolean DEFAULT false NOT NULL,
	"service_lift" boolean DEFAULT false NOT NULL,
	"tower_entrance_lobby" boolean DEFAULT false NOT NULL,
	"intercom" boolean DEFAULT false NOT NULL,
	"power_backup_lift" boolean DEFAULT false NOT NULL,
	"visitor_parking" boolean DEFAULT false NOT NULL,
	"grocery_shop" boolean DEFAULT false NOT NULL,
	"healthcare_clinic" boolean DEFAULT false NOT NULL,
	"pharmacy" boolean DEFAULT false NOT NULL,
	"cafe" boolean DEFAULT false NOT NULL,
	"gym" boolean DEFAULT false NOT NULL,
	"yoga_meditation_area" boolean DEFAULT false NOT NULL,
	"steam_sauna_room" boolean DEFAULT false NOT NULL,
	"swimming_pool" boolean DEFAULT false NOT NULL,
	"walking_jogging_track" boolean DEFAULT false NOT NULL,
	"club_house" boolean DEFAULT false NOT NULL,
	"library" boolean DEFAULT false NOT NULL,
	"indoor_games" boolean DEFAULT false NOT NULL,
	"table_tennis" boolean DEFAULT false NOT NULL,
	"billiards" boolean DEFAULT false NOT NULL,
	"mini_theatre" boolean DEFAULT false NOT NULL,
	"banquet_hall" boolean DEFAULT false NOT NULL,
	"amphitheatre" boolean DEFAULT false NOT NULL,
	"squash_court" boolean DEFAULT false NOT NULL,
	"cricket_pitch" boolean DEFAULT false NOT NULL,
	"badminton_court" boolean DEFAULT false NOT NULL,
	"basketball_court" boolean DEFAULT false NOT NULL,
	"skating_rink" boolean DEFAULT false NOT NULL,
	"volley_ball_court" boolean DEFAULT false NOT NULL,
	"lawn_tennis_court" boolean DEFAULT false NOT NULL,
	"kids_play_area" boolean DEFAULT false NOT NULL,
	"pet_parks" boolean DEFAULT false NOT NULL,
	"senior_citizen_sitout" boolean DEFAULT false NOT NULL,
	"power_backup_24_7" boolean DEFAULT false NOT NULL,
	"ev_charging" boolean DEFAULT false NOT NULL,
	"pipeline_gas" boolean DEFAULT false NOT NULL,
	"centralized_dth" boolean DEFAULT false NOT NULL,
	"waste_disposal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gated_societies_name_unique" UNIQUE("name"),
	CONSTRAINT "gated_societies_project_type_check" CHECK ("gated_societies"."project_type" in ('Apartment', 'Villa')),
	CONSTRAINT "gated_societies_project_status_check" CHECK ("gated_societies"."project_status" in ('New Launch', 'Under Construction', 'Ready to Move-in')),
	CONSTRAINT "gated_societies_category_check" CHECK ("gated_societies"."category" in ('Luxury', 'Ultra Luxury', 'Premium', 'Value')),
	CONSTRAINT "gated_societies_status_check" CHECK ("gated_societies"."status" in ('verified', 'unverified')),
	CONSTRAINT "gated_societies_latitude_check" CHECK ("gated_societies"."latitude" between -90 and 90),
	CONSTRAINT "gated_societies_longitude_check" CHECK ("gated_societies"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "bedroom_configurations" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer,
	CONSTRAINT "bedroom_configurations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"society_id" uuid NOT NULL,
	"owner_id" uuid,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"facing" text,
	"sqft" integer,
	"floor_number" integer,
	"furnishing" text,
	"bedroom_configuration_id" smallint,
	"house_number" text,
	"property_parking" text,
	"current_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_sqft_check" CHECK ("properties"."sqft" > 0),
	CONSTRAINT "properties_furnishing_check" CHECK ("properties"."furnishing" in ('Unfurnished', 'Semi-Furnished', 'Fully Furnished'))
);
--> statement-breakpoint
CREATE TABLE "property_rent_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"society_id" uuid NOT NULL,
	"owner_id" uuid,
	"expected_rent" integer NOT NULL,
	"expected_deposit" integer,
	"immediate_flag" boolean DEFAULT false NOT NULL,
	"available_from_date" date,
	"listing_status" text DEFAULT 'Active' NOT NULL,
	"is_rent_including_maintenance" boolean DEFAULT false NOT NULL,
	"monthly_maintenance_amount" integer,
	"bedroom_configuration_id" smallint,
	"is_rent_negotiable" boolean DEFAULT false NOT NULL,
	"pets_allowed" boolean DEFAULT false NOT NULL,
	"tenant_food_preference" text,
	"tenant_service_fee" integer,
	"preferred_tenant" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_playback_id" text,
	"video_thumbnail_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_rent_listings_status_check" CHECK ("property_rent_listings"."listing_status" in ('Active', 'Inactive', 'Rented', 'Sold')),
	CONSTRAINT "property_rent_listings_rent_check" CHECK ("property_rent_listings"."expected_rent" > 0),
	CONSTRAINT "property_rent_listings_deposit_check" CHECK ("property_rent_listings"."expected_deposit" >= 0),
	CONSTRAINT "property_rent_listings_food_check" CHECK ("property_rent_listings"."tenant_food_preference" in ('veg_only', 'no_preference'))
);
--> statement-breakpoint
CREATE TABLE "property_sale_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"society_id" uuid NOT NULL,
	"listing_price" bigint,
	"listing_status" text DEFAULT 'Active' NOT NULL,
	"current_occupancy_status" text,
	"sale_plan_type" text,
	"title" text,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"document_verified" boolean DEFAULT false NOT NULL,
	"rental_yield" integer,
	"booking_amount" bigint,
	"ghomes_service_fee" integer,
	"video_playback_id" text,
	"video_thumbnail_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_sale_listings_status_check" CHECK ("property_sale_listings"."listing_status" in ('Active', 'Inactive', 'Rented', 'Sold')),
	CONSTRAINT "property_sale_listings_price_check" CHECK ("property_sale_listings"."listing_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "brochure_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"society_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country_code" text DEFAULT '+91' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_phone_digits_check" CHECK ("profiles"."phone" ~ '^[0-9]{6,15}$')
);
--> statement-breakpoint
CREATE TABLE "property_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"society_id" uuid NOT NULL,
	"property_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_alerts_type_check" CHECK ("property_alerts"."property_type" in ('Buy', 'Rent'))
);
--> statement-breakpoint
CREATE TABLE "tenant_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_profile_id" uuid NOT NULL,
	"property_rent_listing_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"owner_id" uuid,
	"society_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"offered_rent" integer NOT NULL,
	"offered_security_deposit" integer NOT NULL,
	"movein_date" date NOT NULL,
	"extra_fittings_requested" text,
	"message" text,
	"offer_status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_offers_status_check" CHECK ("tenant_offers"."offer_status" in ('Pending', 'Accepted', 'Rejected', 'Withdrawn')),
	CONSTRAINT "tenant_offers_rent_check" CHECK ("tenant_offers"."offered_rent" >= 1),
	CONSTRAINT "tenant_offers_deposit_check" CHECK ("tenant_offers"."offered_security_deposit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tenant_profile" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"alternative_phone_number" text,
	"short_bio" text,
	"occupation" text DEFAULT 'Employed (Salaried)' NOT NULL,
	"employer_name" text,
	"nature_of_work" text,
	"business_name" text,
	"google_business_profile_url" text,
	"institution_name" text,
	"home_state" text NOT NULL,
	"tenant_type" text NOT NULL,
	"number_of_adults" integer,
	"number_of_children" integer,
	"total_occupants" integer,
	"has_pet" boolean NOT NULL,
	"consent_to_bg" boolean DEFAULT false NOT NULL,
	"linkedin_profile" text,
	"cibil_score" integer,
	"current_residing_city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_profile_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "tenant_profile_adults_check" CHECK ("tenant_profile"."number_of_adults" >= 1),
	CONSTRAINT "tenant_profile_children_check" CHECK ("tenant_profile"."number_of_children" >= 0),
	CONSTRAINT "tenant_profile_occupants_check" CHECK ("tenant_profile"."total_occupants" >= 1),
	CONSTRAINT "tenant_profile_cibil_check" CHECK ("tenant_profile"."cibil_score" between 300 and 900)
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"visit_start" timestamp with time zone NOT NULL,
	"visit_end" timestamp with time zone NOT NULL,
	"visit_type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"property_id" uuid NOT NULL,
	"society_id" uuid NOT NULL,
	"rent_listing_id" uuid,
	"sale_listing_id" uuid,
	"at_the_society" boolean DEFAULT false NOT NULL,
	"feedback" text,
	"notes" text,
	"drop_reason" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_type_check" CHECK ("visits"."visit_type" in ('rental', 'buyer')),
	CONSTRAINT "visits_status_check" CHECK ("visits"."status" in ('open', 'upcoming', 'confirmed', 'completed', 'cancelled', 'expired')),
	CONSTRAINT "visits_slot_length_check" CHECK ("visits"."visit_end" = "visits"."visit_start" + interval '30 minutes'),
	CONSTRAINT "visits_listing_check" CHECK (("visits"."visit_type" = 'rental' and "visits"."rent_listing_id" is not null) or ("visits"."visit_type" = 'buyer' and "visits"."sale_listing_id" is not null)),
	CONSTRAINT "visits_feedback_check" CHECK ("visits"."feedback" in ('', 'shortlisted', 'hold', 'dropped', 'need to visit again'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "festival_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"role" text NOT NULL,
	"owner_interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "festival_leads_role_check" CHECK ("festival_leads"."role" in ('Tenant', 'Buyer', 'Property Owner')),
	CONSTRAINT "festival_leads_phone_check" CHECK ("festival_leads"."phone" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" in ('email', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "phone_otps" (
	"phone" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_auth"."one_time_codes" (
	"email" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_auth"."refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"session_id" uuid NOT NULL,
	"parent_hash" text,
	"revoked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "embedded_auth"."sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "embedded_auth"."users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"email_confirmed_at" timestamp with time zone,
	"phone_confirmed_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"user_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"app_metadata" jsonb DEFAULT '{"provider":"email","providers":["email"]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_locations" ADD CONSTRAINT "sub_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gated_societies" ADD CONSTRAINT "gated_societies_builder_id_builders_id_fk" FOREIGN KEY ("builder_id") REFERENCES "public"."builders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gated_societies" ADD CONSTRAINT "gated_societies_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gated_societies" ADD CONSTRAINT "gated_societies_sub_location_id_sub_locations_id_fk" FOREIGN KEY ("sub_location_id") REFERENCES "public"."sub_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gated_societies" ADD CONSTRAINT "gated_societies_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gated_societies" ADD CONSTRAINT "gated_societies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_society_id_gated_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."gated_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_bedroom_configuration_id_bedroom_configurations_id_fk" FOREIGN KEY ("bedroom_configuration_id") REFERENCES "public"."bedroom_configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_rent_listings" ADD CONSTRAINT "property_rent_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_rent_listings" ADD CONSTRAINT "property_rent_listings_society_id_gated_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."gated_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_rent_listings" ADD CONSTRAINT "property_rent_listings_bedroom_configuration_id_bedroom_configurations_id_fk" FOREIGN KEY ("bedroom_configuration_id") REFERENCES "public"."bedroom_configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_sale_listings" ADD CONSTRAINT "property_sale_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_sale_listings" ADD CONSTRAINT "property_sale_listings_society_id_gated_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."gated_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brochure_downloads" ADD CONSTRAINT "brochure_downloads_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brochure_downloads" ADD CONSTRAINT "brochure_downloads_society_id_gated_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."gated_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_alerts" ADD CONSTRAINT "property_alerts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_alerts" ADD CONSTRAINT "property_alerts_society_id_gated_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."gated_societies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD CONSTRAINT "tenant_offers_tenant_profile_id_tenant_profile_id_fk" FOREIGN KEY ("tenant_profile_id") REFERENCES "public"."tenant_profile"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD CONSTRAINT "tenant_offers_property_rent_listing_id_property_rent_listings_id_fk" FOREIGN KEY ("property_rent_listing_id") REFERENCES "public"."property_rent_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD CONSTRAINT "tenant_offers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD CONSTRAINT "tenant_offers_society_id_gated_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."gated_societies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD CONSTRAINT "tenant_offers_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_profile" ADD CONSTRAINT "tenant_profile_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_society_id_gated_societies_id_fk" FOREIGN KEY ("society_id") REFERENCES "public"."gated_societies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_rent_listing_id_property_rent_listings_id_fk" FOREIGN KEY ("rent_listing_id") REFERENCES "public"."property_rent_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_sale_listing_id_property_sale_listings_id_fk" FOREIGN KEY ("sale_listing_id") REFERENCES "public"."property_sale_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_auth"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "embedded_auth"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_auth"."sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "embedded_auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builders_name_prefix_idx" ON "builders" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "locations_name_prefix_idx" ON "locations" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sub_locations_name_prefix_idx" ON "sub_locations" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gated_societies_name_prefix_idx" ON "gated_societies" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gated_societies_builder_status_idx" ON "gated_societies" USING btree ("builder_id","status","project_status");--> statement-breakpoint
CREATE INDEX "gated_societies_zone_idx" ON "gated_societies" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "gated_societies_location_idx" ON "gated_societies" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "gated_societies_sub_location_idx" ON "gated_societies" USING btree ("sub_location_id");--> statement-breakpoint
CREATE INDEX "properties_society_idx" ON "properties" USING btree ("society_id");--> statement-breakpoint
CREATE INDEX "property_rent_listings_society_status_idx" ON "property_rent_listings" USING btree ("society_id","listing_status");--> statement-breakpoint
CREATE INDEX "property_rent_listings_property_idx" ON "property_rent_listings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_sale_listings_society_status_idx" ON "property_sale_listings" USING btree ("society_id","listing_status");--> statement-breakpoint
CREATE INDEX "property_sale_listings_property_idx" ON "property_sale_listings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "brochure_downloads_society_idx" ON "brochure_downloads" USING btree ("society_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_unique" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_phone_unique" ON "profiles" USING btree ("country_code","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "property_alerts_user_society_type_unique" ON "property_alerts" USING btree ("user_id","society_id","property_type");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_offers_one_live_per_property" ON "tenant_offers" USING btree ("user_id","property_id") WHERE offer_status not in ('Rejected', 'Withdrawn');--> statement-breakpoint
CREATE INDEX "tenant_offers_user_idx" ON "tenant_offers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_one_live_per_slot" ON "visits" USING btree ("property_id","visit_start") WHERE status in ('open', 'upcoming', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "visits_one_live_per_user_property_day" ON "visits" USING btree ("user_id","property_id",(("visit_start" at time zone 'Asia/Kolkata')::date)) WHERE status in ('open', 'upcoming', 'confirmed');--> statement-breakpoint
CREATE INDEX "visits_user_start_idx" ON "visits" USING btree ("user_id","visit_start");--> statement-breakpoint
CREATE INDEX "visits_user_society_idx" ON "visits" USING btree ("user_id","society_id","status");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_events_bucket_idx" ON "rate_limit_events" USING btree ("bucket","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "embedded_auth"."refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "embedded_auth"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "embedded_auth"."users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "embedded_auth"."users" USING btree ("phone");