-- keyword_query_tokens(keyword): the tokens a search asks the index for. A text that contains every
-- pair of neighbouring characters of the keyword contains each of its characters too, so the pairs
-- alone say as much as all of keyword_tokens() with fewer entries to intersect and to check; a
-- keyword of one character has only itself. Any subset would still be correct: the ILIKE that
-- follows decides. See docs/decisions/004-keyword-search.md.
CREATE FUNCTION keyword_query_tokens(keyword text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(token) FILTER (WHERE char_length(token) = 2), keyword_tokens(keyword))
  FROM unnest(keyword_tokens(keyword)) AS token
$$;
