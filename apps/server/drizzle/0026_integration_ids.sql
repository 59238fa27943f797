ALTER TABLE "bookings" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "catering" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "catering" ADD COLUMN "thumbnail_content_type" text;--> statement-breakpoint
ALTER TABLE "catering" ADD COLUMN "thumbnail_sha256" text;--> statement-breakpoint
ALTER TABLE "catering" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "catering" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "thumbnail_content_type" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "thumbnail_sha256" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "photography" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "photography" ADD COLUMN "thumbnail_content_type" text;--> statement-breakpoint
ALTER TABLE "photography" ADD COLUMN "thumbnail_sha256" text;--> statement-breakpoint
ALTER TABLE "photography" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "photography" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "partners_updated_idx" ON "partners" USING btree ("updated_at","id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "catering" ADD CONSTRAINT "catering_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "photography" ADD CONSTRAINT "photography_external_id_unique" UNIQUE("external_id");