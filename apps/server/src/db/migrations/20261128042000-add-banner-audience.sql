-- Who a home banner is for: every student, or only students whose study card is not active yet (a banner
-- asking to activate the card must not show to students who already did).
ALTER TABLE banners ADD COLUMN audience text NOT NULL DEFAULT 'all'
  CHECK (audience IN ('all', 'card_inactive'));

-- The demo seed's activation banner, in databases seeded before this column existed.
UPDATE banners SET audience = 'card_inactive'
WHERE school_id IS NULL AND title = '新学期スタート！学習カードを有効化しよう';
