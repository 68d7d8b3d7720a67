/** URL builders of the arena screens (home's arena target uses `index`). */
export const arenaUrls = {
  index: () => "/arena/index",
  type: () => "/arena/type",
  wait: () => "/arena/pkwait",
  match: () => "/arena/pkansweresult",
  result: (matchId: number) => `/arena/pkresult?match_id=${matchId}`,
};
