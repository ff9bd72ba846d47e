CREATE TABLE "tender_invitations" (
	"tender_id" integer NOT NULL,
	"supplier_member_id" integer NOT NULL,
	"supplier_role_id" integer NOT NULL,
	"create_time" timestamp with time zone NOT NULL,
	CONSTRAINT "tender_invitations_tender_id_supplier_member_id_supplier_role_id_pk" PRIMARY KEY("tender_id","supplier_member_id","supplier_role_id")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "min_tendering_days" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "purchase_type" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "evaluation_method" text DEFAULT 'lowestPrice' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "evaluation_criteria" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "tender_scope" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "update_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tender_invitations" ADD CONSTRAINT "tender_invitations_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_invitations" ADD CONSTRAINT "tender_invitations_supplier_member_id_members_id_fk" FOREIGN KEY ("supplier_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_invitations" ADD CONSTRAINT "tender_invitations_supplier_role_id_roles_id_fk" FOREIGN KEY ("supplier_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_invitations_supplier_member_id_index" ON "tender_invitations" USING btree ("supplier_member_id");