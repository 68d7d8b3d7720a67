import type { Queryable } from "../../db/client.ts";

export type BannerRow = { id: number; title: string; image_url: string; link_url: string };

/**
 * @param cardActive - whether the caller's study card is active (banners for inactive cards are left out)
 * @returns active banners for every school plus the caller's school, meant for the caller, in display order
 */
export function listBanners(db: Queryable, schoolId: number, cardActive: boolean): Promise<BannerRow[]> {
  return db.query<BannerRow>(
    `SELECT id, title, image_url, link_url FROM banners
     WHERE active AND (school_id IS NULL OR school_id = $1)
       AND (audience = 'all' OR (audience = 'card_inactive' AND NOT $2::boolean))
     ORDER BY sort_order, id`,
    [schoolId, cardActive],
  );
}
