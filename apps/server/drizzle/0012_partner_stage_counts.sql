CREATE TABLE "partner_stage_counts" (
	"stage" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
