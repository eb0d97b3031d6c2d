ALTER TABLE "users" ADD COLUMN "preset_filters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "preset_filters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "microsites" ADD COLUMN "preset_filters" jsonb DEFAULT '[]'::jsonb NOT NULL;