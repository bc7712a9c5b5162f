-- The language each staff member chose for the console (日本語 / English): null until they choose, when the
-- browser's language decides; kept beside the remembered CSV encoding so it follows them to any PC.
ALTER TABLE "staff_preferences" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "staff_preferences" ADD CONSTRAINT "staff_preferences_language_check" CHECK ("language" is null or "language" in ('ja', 'en'));
