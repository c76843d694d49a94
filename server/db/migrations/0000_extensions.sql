-- Trigram indexes for quick search and the lists' `q`.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
