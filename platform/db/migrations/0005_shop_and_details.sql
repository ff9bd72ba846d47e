ALTER TABLE "bidding_materiels" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "biddings" ADD COLUMN "demand_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "biddings" ADD COLUMN "offer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "biddings" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_materiels" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "announce_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "win_notice_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "advert_pics" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "slideshow" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tender_materiels" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "pre_check_start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "pre_check_end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "pre_check_requirement" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "pre_check_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "invite_tender_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "register_files" jsonb DEFAULT '[]'::jsonb NOT NULL;