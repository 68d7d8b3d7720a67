-- Arena versus matches (issue 25 part 4). A match row is written when two players (or a player and the
-- bot) are paired, status 'playing'; finishing it flips the status once (UPDATE … WHERE status = 'playing'),
-- so a match is saved and its points given exactly once even if two processes try. player2 is null for the
-- bot. items: the match's items as served (prompt, options, correct index), so results survive content edits.
CREATE TABLE arena_matches (
  id serial PRIMARY KEY,
  arena_type text NOT NULL CHECK (arena_type IN ('words', 'listening', 'grammar')),
  status text NOT NULL DEFAULT 'playing' CHECK (status IN ('playing', 'finished')),
  player1_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  player1_school_id integer NOT NULL REFERENCES schools(id),
  player1_nickname text NOT NULL,
  player2_id integer REFERENCES students(id) ON DELETE CASCADE,
  player2_school_id integer REFERENCES schools(id),
  player2_nickname text NOT NULL,
  player2_is_bot boolean NOT NULL DEFAULT false,
  items jsonb NOT NULL,
  player1_score integer NOT NULL DEFAULT 0,
  player2_score integer NOT NULL DEFAULT 0,
  -- 1 or 2; null for a draw (or while playing)
  winner smallint CHECK (winner IN (1, 2)),
  forfeit boolean NOT NULL DEFAULT false,
  player1_points integer NOT NULL DEFAULT 0,
  player2_points integer NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX arena_matches_player1_idx ON arena_matches (player1_id, finished_at DESC);
CREATE INDEX arena_matches_player2_idx ON arena_matches (player2_id, finished_at DESC);

-- Each player's answer to each item (choice_index null: no answer in time).
CREATE TABLE arena_answers (
  match_id integer NOT NULL REFERENCES arena_matches(id) ON DELETE CASCADE,
  item_index smallint NOT NULL,
  player smallint NOT NULL CHECK (player IN (1, 2)),
  choice_index smallint,
  correct boolean NOT NULL,
  points integer NOT NULL,
  time_ms integer,
  PRIMARY KEY (match_id, item_index, player)
);
