-- Trigram search (issue 3 indexes names with it); PGlite ships it as an extension too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
