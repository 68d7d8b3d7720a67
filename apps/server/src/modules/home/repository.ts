import type { Queryable } from "../../db/client.ts";

export type BannerRow = { id: number; title: string; image_url: string; link_url: string };

/** @returns active banners for every school plus the caller's school, in display order */
export function listBanners(db: Queryable, schoolId: number): Promise<BannerRow[]> {
  return db.query<BannerRow>(
    `SELECT id, title, image_url, link_url FROM banners
     WHERE active AND (school_id IS NULL OR school_id = $1)
     ORDER BY sort_order, id`,
    [schoolId],
  );
}
