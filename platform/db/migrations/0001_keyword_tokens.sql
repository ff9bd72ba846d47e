-- keyword_tokens(document): the single characters and the pairs of adjacent characters of a text,
-- lower-cased, without whitespace. A keyword can occur in a text only if all of its tokens are among
-- the text's, so `search_tokens @> keyword_tokens(keyword)` narrows a keyword search through a GIN
-- index in Chinese and Korean (no word boundaries) as in English; an ILIKE on the few rows left
-- makes the match exact. Why not pg_trgm: docs/decisions/004-keyword-search.md.
CREATE FUNCTION keyword_tokens(document text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT gram), '{}')
  FROM (SELECT lower(document) AS folded) AS doc,
       generate_series(1, char_length(doc.folded)) AS position,
       LATERAL (VALUES (substr(doc.folded, position, 1)), (substr(doc.folded, position, 2))) AS grams(gram)
  WHERE gram !~ '[[:space:]]'
$$;
