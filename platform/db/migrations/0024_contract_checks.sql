-- What no contract action writes, refused by the database too (docs/decisions/025-contracts.md): states and
-- sides outside their lists, a delivery's quantity or a payment's amount not above zero. And each version's count of lines and stages, which the overdue
-- sweep compares with what it told without reading the terms.
ALTER TABLE "agreement_versions" ADD COLUMN "item_count" integer GENERATED ALWAYS AS (jsonb_array_length(terms -> 'lines') + jsonb_array_length(terms -> 'paymentPlan')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_confirmations" ADD CONSTRAINT "agreement_confirmations_side" CHECK ("agreement_confirmations"."side" in ('buyer', 'supplier'));--> statement-breakpoint
ALTER TABLE "agreement_deliveries" ADD CONSTRAINT "agreement_deliveries_state" CHECK ("agreement_deliveries"."state" in ('pending', 'accepted', 'rejected'));--> statement-breakpoint
ALTER TABLE "agreement_deliveries" ADD CONSTRAINT "agreement_deliveries_quantity" CHECK ("agreement_deliveries"."quantity" > 0);--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_side" CHECK ("agreement_events"."side" in ('buyer', 'supplier'));--> statement-breakpoint
ALTER TABLE "agreement_overdue_told" ADD CONSTRAINT "agreement_overdue_told_kind" CHECK ("agreement_overdue_told"."kind" in ('stage', 'line'));--> statement-breakpoint
ALTER TABLE "agreement_payments" ADD CONSTRAINT "agreement_payments_amount" CHECK ("agreement_payments"."amount" > 0);--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_side" CHECK ("agreement_versions"."side" in ('buyer', 'supplier'));--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_state" CHECK ("agreements"."state" in ('negotiating', 'signed', 'completed', 'terminated'));--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_ended_by_side" CHECK ("agreements"."ended_by_side" in ('buyer', 'supplier'));