-- Trigram operator classes for the GIN indexes of `like` searches (resource/search-indexes.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
