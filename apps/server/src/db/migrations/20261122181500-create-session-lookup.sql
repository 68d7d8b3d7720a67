-- The per-request token lookup as a PL/pgSQL function: its query plan is cached per connection, which
-- matters on PGlite (planning in WebAssembly costs more than running this query).
-- The current card: an active unexpired one first, then one waiting for activation, then the newest expired.
CREATE FUNCTION hibiki_session_by_token(p_token_hash text)
RETURNS TABLE (
  session_id integer,
  account_kind text,
  account_id integer,
  school_id integer,
  revoked_reason text,
  revoked boolean,
  role text,
  card_id text,
  card_active_status smallint,
  card_activated_at timestamptz,
  card_expires_at timestamptz,
  card_is_expired boolean
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT s.id, s.account_kind, s.account_id, s.school_id, s.revoked_reason,
         (s.revoked_at IS NOT NULL), t.role,
         card.card_id, card.active_status, card.activated_at, card.expires_at, card.is_expired
  FROM sessions s
  LEFT JOIN teachers t ON s.account_kind = 'teacher' AND t.id = s.account_id AND t.school_id = s.school_id
  LEFT JOIN LATERAL (
    SELECT c.card_id, c.active_status, c.activated_at, c.expires_at,
           (c.expires_at IS NOT NULL AND c.expires_at <= now()) AS is_expired
    FROM study_cards c
    WHERE c.student_id = s.account_id AND c.school_id = s.school_id AND s.account_kind = 'student'
    ORDER BY CASE WHEN c.active_status = 1 AND c.expires_at > now() THEN 0
                  WHEN c.active_status = 0 THEN 1 ELSE 2 END,
             c.issued_at DESC, c.id DESC
    LIMIT 1
  ) card ON true
  WHERE s.token_hash = p_token_hash;
END
$$;
