-- A report-setting file's name and the maker's note (from its first part), shown to the approver of its held apply.
ALTER TABLE "invoice_deactivation_uploads" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "invoice_deactivation_uploads" ADD COLUMN "comment" text;
