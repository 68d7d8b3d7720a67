import type { Banner } from "@hibiki/contracts";
import type { BannerRow } from "./repository.ts";

/** Maps a banner row to the contract's Banner. */
export function presentBanner(row: BannerRow): Banner {
  return { banner_id: row.id, title: row.title, image_url: row.image_url, link_url: row.link_url };
}
