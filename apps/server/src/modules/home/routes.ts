import { homepageBannerList, homeworkNewNoticeTotal, skillupNewFunctionList } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { unfinishedHomeworkCount, unreadTeacherMessageCount } from "./counts.ts";
import { NEW_FUNCTIONS } from "./new-functions.ts";
import { presentBanner } from "./presenter.ts";
import { listBanners } from "./repository.ts";

/**
 * Home screen calls: banners, new-function list and the homework badge.
 * @param app - the Fastify instance
 */
export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // the home screen is not part of a college student's product (spec §2/§6); the homework badge is
  const college = { denyCollege: true };
  registerCall(
    app,
    homepageBannerList,
    async ({ caller }) => ({
      items: (await listBanners(db, caller.schoolId, caller.card?.active_status === 1)).map(presentBanner),
    }),
    college,
  );
  registerCall(app, skillupNewFunctionList, async () => ({ items: [...NEW_FUNCTIONS] }), college);
  registerCall(app, homeworkNewNoticeTotal, async ({ caller }) => {
    const unfinished = await unfinishedHomeworkCount(db, caller);
    const messages = await unreadTeacherMessageCount(db, caller);
    return { total: unfinished + messages, unfinished_homework_count: unfinished, new_msg_num: messages };
  });
}
