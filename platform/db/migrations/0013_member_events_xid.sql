ALTER TABLE "member_events" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "member_events_recipient_member_id_xid_index" ON "member_events" USING btree ("recipient_member_id","xid");--> statement-breakpoint
CREATE INDEX "member_events_xid_id_index" ON "member_events" USING btree ("xid","id");