import type { FastifyInstance } from "fastify";
import { aiCourseRoutes } from "./ai-course/routes.ts";
import { aiHomeworkRoutes } from "./ai-homework/routes.ts";
import { aiSpeakingRoutes } from "./ai-speaking/routes.ts";
import { appRoutes } from "./app/routes.ts";
import { arenaRoutes } from "./arena/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { cefrRoutes } from "./cefr/routes.ts";
import { collegeExamRoutes } from "./college-exam/routes.ts";
import { customReadingRoutes } from "./custom-reading/routes.ts";
import { dictionaryRoutes } from "./dictionary/routes.ts";
import { ebookRoutes } from "./ebook/routes.ts";
import { eikenRoutes } from "./eiken/routes.ts";
import { favouritesRoutes } from "./favourites/routes.ts";
import { feedbackRoutes } from "./feedback/routes.ts";
import { gradebookRoutes } from "./gradebook/routes.ts";
import { historyRoutes } from "./history/routes.ts";
import { homeRoutes } from "./home/routes.ts";
import { homeworkRoutes } from "./homework/routes.ts";
import { integralRoutes } from "./integral/routes.ts";
import { liveRoutes } from "./live/routes.ts";
import { messageRoutes } from "./messages/routes.ts";
import { phonogramRoutes } from "./phonogram/routes.ts";
import { poorlyWordsRoutes } from "./poorly-words/routes.ts";
import { pushRoutes } from "./push/routes.ts";
import { rankRoutes } from "./rank/routes.ts";
import { recognizedTextRoutes } from "./recognized-text/routes.ts";
import { skillupRoutes } from "./skillup/routes.ts";
import { studentRoutes } from "./student/routes.ts";
import { studyWordRoutes } from "./study-word/routes.ts";
import { teacherRoutes } from "./teacher/routes.ts";
import { teacherConsoleRoutes } from "./teacher-console/routes.ts";
import { textbookRoutes } from "./textbook/routes.ts";
import { tokyoRoutes } from "./tokyo/routes.ts";
import { ttsRoutes } from "./tts/routes.ts";
import { uploadRoutes } from "./upload/routes.ts";
import { userCardRoutes } from "./user-card/routes.ts";
import { wordTestsRoutes } from "./word-tests/routes.ts";
import { writingRoutes } from "./writing/routes.ts";

/**
 * The explicit list of /v3 modules. Each registers its calls with their full /v3 paths from
 * packages/contracts (so no prefix here). Add a module: import its routes and append one line.
 * @param app - the Fastify instance
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(studentRoutes);
  await app.register(teacherRoutes);
  await app.register(appRoutes);
  await app.register(homeRoutes);
  await app.register(textbookRoutes);
  await app.register(historyRoutes);
  await app.register(skillupRoutes);
  await app.register(uploadRoutes);
  await app.register(writingRoutes);
  await app.register(ttsRoutes);
  // issue 7 classwork (homework and teacher-console read app.content)
  await app.register(pushRoutes);
  await app.register(messageRoutes);
  await app.register(homeworkRoutes);
  await app.register(wordTestsRoutes);
  await app.register(feedbackRoutes);
  await app.register(teacherConsoleRoutes);
  await app.register(gradebookRoutes);
  await app.register(favouritesRoutes);
  await app.register(poorlyWordsRoutes);
  await app.register(recognizedTextRoutes);
  await app.register(cefrRoutes);
  await app.register(eikenRoutes);
  await app.register(tokyoRoutes);
  await app.register(collegeExamRoutes);
  await app.register(dictionaryRoutes);
  await app.register(studyWordRoutes);
  await app.register(phonogramRoutes);
  await app.register(ebookRoutes);
  await app.register(customReadingRoutes);
  await app.register(aiSpeakingRoutes);
  await app.register(aiHomeworkRoutes);
  await app.register(aiCourseRoutes);
  await app.register(userCardRoutes);
  await app.register(rankRoutes);
  await app.register(integralRoutes);
  await app.register(arenaRoutes);
  await app.register(liveRoutes);
}
