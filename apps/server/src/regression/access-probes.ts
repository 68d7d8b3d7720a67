import type { CallAuth, CallDef } from "@hibiki/contracts";
import * as contracts from "@hibiki/contracts";
import { matrixBookId, matrixPeriod } from "../modules/ebook/probe-inputs.ts";
import { type SchoolFixture, WORD_LIST } from "./school-fixtures.ts";

/**
 * The access matrix's table: for every `/v3` route, a request that names the TARGET school's objects
 * wherever the route takes an id (the caller belongs to the other school), and what must happen.
 *
 * - `refuse`: the route's own role must get a 4xx (the ids belong to another school);
 * - `open`: no ids of another school, or ids the route must ignore: any non-5xx without the target
 *   school's data;
 * - `self`: acts on the caller's own account (password, name, class, logout): run last, never checked
 *   by the owner.
 *
 * `control: false` marks probes the target school's own user cannot repeat with 2xx (e.g. a card that is
 * already active); every other probe is replayed by the owner, who must get a 2xx, which proves the
 * request was valid and its refusal came from the school boundary, not from validation.
 */

export type Expect = "refuse" | "open" | "self";

export type Probe = {
  method: "GET" | "POST";
  path: string;
  auth: CallAuth;
  expect: Expect;
  /** query (GET) or body (POST) naming the target school's objects; `self` is the caller's school */
  input?: (target: SchoolFixture, self: SchoolFixture) => Record<string, unknown>;
  /** send the input as multipart/form-data */
  multipart?: boolean;
  /** for teacher routes: only a school administrator may call it */
  adminOnly?: boolean;
  /** a role that must get another outcome (e.g. a field only administrators may set is ignored) */
  expectFor?: { teacher?: Expect };
  /** the owner's role in the control when not the route's own (teacher routes: "admin") */
  controlAs?: "admin";
  /** changes the target school's accounts by design (login attempts, reset codes): after the data check */
  touchesTarget?: boolean;
  control?: false;
  /** label for probes of the same route with different inputs */
  variant?: string;
};

type In = Probe["input"];
const call = (
  def: CallDef,
  expect: Expect,
  input?: In,
  more: Partial<Omit<Probe, "method" | "path" | "auth" | "expect" | "input">> = {},
): Probe => ({
  method: def.method,
  path: def.path,
  auth: def.auth,
  expect,
  ...(input ? { input } : {}),
  ...more,
});

const c = contracts;
const day = 86_400_000;
const wc01 = { question_id: "wc01", answer_result: 0 };
/** An AI study lesson of the real content (the first of jh1). */
const AI_LESSON = "jh1-01-be-present";

/** Every contract call's probes (one or more per call). */
export const CALL_PROBES: Probe[] = [
  // app
  call(c.appAgreeProtocols, "open"),
  call(c.appClientErrors, "open", () => ({ error_code: "E1", error_message: "matrix" })),
  call(c.appConfig, "open"),
  call(c.appEvaluateErrors, "open", () => ({ SDK_error_code: "1", SDK_error_message: "matrix" })),
  call(c.appEvaluationService, "open"),
  call(c.appNoticeContent, "refuse", (t) => ({ notice_id: t.noticeId })),
  call(c.appNoticeList, "open"),
  call(c.appProtocols, "open"),
  call(c.appPushPublicKey, "open", undefined, { control: false }),
  call(c.appVersion, "open"),
  // favourites
  call(c.deviceFavoritesDiscard, "refuse", (t) => ({ resource_id: t.favouriteId }), { control: false }),
  call(c.deviceFavoritesEnPageList, "open"),
  call(c.deviceFavoritesNotEnPageList, "open"),
  call(
    c.deviceFavoritesSubmit,
    "open",
    (t) => ({ resource_id: 1, sound_file: t.recordingUrl, total_score: 3 }),
    { control: false },
  ),
  call(c.favouriteSentenceCollect, "open", (t) => ({
    resource_code: WORD_LIST,
    question_index: 0,
    screen_en_text: "a desk",
    resource_id: t.resId,
    sentence_id: "wc01",
  })),
  call(c.favouriteSentenceCollected, "open", () => ({ resource_code: WORD_LIST })),
  call(c.favouriteSentenceDiscard, "open", () => ({ resource_code: WORD_LIST, sentence_id: "wc01" })),
  call(c.favouriteWordCollect, "open", () => ({ words: "desk", is_collected: 1 })),
  // history
  call(c.historyDetails, "open", () => ({ res_code: WORD_LIST })),
  call(c.historyDetailsDeep, "refuse", (t) => ({ guid: t.guid })),
  call(c.historyList, "open"),
  call(c.homepageBannerList, "open"),
  // homework (student)
  call(c.homeworkDetail, "refuse", (t) => ({ homework_id: t.homeworkId })),
  call(c.homeworkList, "open"),
  call(c.homeworkNewNoticeTotal, "open"),
  // recognised text of the caller's own recordings for that topic: empty, never the owner's
  call(c.homeworkRecognizeText, "open", (t) => ({ question_id: "wc01", topic_id: t.topicId }), {
    control: false,
  }),
  call(c.homeworkTopicAnswerRecord, "refuse", (t) => ({
    homework_id: t.homeworkId,
    topic_id: t.topicId,
    guid: `${t.marker}-matrix`,
    item: wc01,
  })),
  call(c.homeworkTopicAnswerResult, "refuse", (t) => ({
    homework_id: t.homeworkId,
    topic_id: t.topicId,
    guid: `${t.guid}-hw`,
  })),
  call(c.homeworkTopicResourceInfo, "refuse", (t) => ({ homework_id: t.homeworkId, topic_id: t.topicId })),
  // messages, feedback, words
  call(c.messageDetail, "refuse", (t) => ({ msg_id: t.msgId })),
  call(c.messageList, "open"),
  call(c.opinionFeedback, "open", () => ({ content: "matrix inquiry", from: "home" }), { multipart: true }),
  call(c.opinionFeedbackSupportPage, "open"),
  call(c.poorlyWordsCollect, "open", () => ({ words: "desk" })),
  call(c.resourceFeedback, "open", () => ({ content: "matrix feedback", resource_code: WORD_LIST }), {
    multipart: true,
  }),
  call(c.resourceFeedbackOptions, "open"),
  call(c.sensitiveWordsFilter, "open", () => ({ words: "hello" })),
  // skill-up
  call(c.cefrTestLevels, "open"),
  call(c.cefrTestResources, "open", () => ({ level: "A1.1" })),
  call(c.cefrStartTest, "open", () => ({ test_type: "placement" })),
  call(c.cefrTestState, "refuse", (t) => ({ test_id: t.cefrTestId })),
  call(
    c.cefrSubmitAnswer,
    "refuse",
    (t) => ({
      test_id: t.cefrTestId,
      item_id: "cefr-a1-1-grammar-1/g01",
      item: { question_id: "g01", answer_result: 0 },
    }),
    // the owner's control would answer (or be refused for) whatever item its test serves
    { control: false },
  ),
  // the fixture's test is not finished, so even its owner gets 404
  call(c.cefrTestResult, "refuse", (t) => ({ test_id: t.cefrTestId }), { control: false }),
  call(c.cefrTestTraces, "open"),
  call(c.cefrTestLogs, "open"),
  call(c.cefrWeakInfo, "open"),
  call(c.cefrWeakResult, "open"),
  call(c.cefrWeakLogs, "open"),
  // acts on the caller's own weak list only; the fixture's student has none yet, so the owner gets 404 too
  call(
    c.cefrSubmitWeakLog,
    "open",
    () => ({ item_id: "cefr-a1-1-grammar-1/g01", item: { question_id: "g01", answer_result: 0 } }),
    { control: false },
  ),
  // Eiken: a grade's words and sessions are the caller's own; another student's session is not found
  call(c.eikenLevels, "open"),
  call(c.eikenWordList, "open", () => ({ level_id: 1 })),
  call(c.eikenGuidResource, "open", () => ({ level_id: 1, mode: "learning" })),
  call(c.eikenGuidLogs, "refuse", (t) => ({ level_id: 1, guid: t.eikenGuid })),
  call(c.eikenGuidSubmit, "refuse", (t) => ({ guid: t.eikenGuid, question_id: "1", answer_result: "0" })),
  call(c.eikenNextResources, "open", () => ({ resource_id: 1, resource_tag: "suggest_word" })),
  call(c.eikenPracticeList, "open", () => ({ level_id: 1, set: "practice" })),
  call(c.eikenInterviewList, "open", () => ({ level_id: 3 })),
  call(c.eikenTrainingResourceList, "refuse", (t) => ({ class_id: t.classId })),
  // starts (or resumes) the caller's own sitting; another school's sittings are not found
  call(c.eikenChallengeStart, "open", () => ({ level_id: 1 })),
  call(c.eikenChallengeState, "refuse", (t) => ({ challenge_id: t.eikenChallengeId })),
  call(c.eikenChallengePartDone, "refuse", (t) => ({
    challenge_id: t.eikenChallengeId,
    res_code: "eiken-5-mock-vocab-gap-1",
  })),
  // the fixture's sitting is not finished, so even its owner gets 400
  call(c.eikenChallengeResult, "refuse", (t) => ({ challenge_id: t.eikenChallengeId }), { control: false }),
  call(c.eikenChallengeLogs, "open", () => ({ level_id: 1 })),
  // the Tokyo speaking test: a folder's tests with the caller's own results
  call(c.tokyoPracticeResourceList, "open", () => ({ dir_id: 1 })),
  // listening exams: the caller's own results; the target's attempt can never be recorded as theirs
  call(c.collegeExamRegionIndex, "open"),
  call(c.collegeExamRegionList, "open", () => ({ region_id: 1 })),
  call(c.collegeExamRegionSubmit, "open", () => ({ region_id: 2 })),
  // a textbook resource's id is no listening set: 404 for everyone, never another school's sittings
  call(c.collegeExamRegionLogs, "open", (t) => ({ res_id: t.resId }), { control: false }),
  call(c.collegeExamRegionLogSubmit, "refuse", (t) => ({ res_id: t.resId, guid: t.guid }), {
    control: false,
  }),
  call(c.collegeExamReviewIndex, "open"),
  call(c.collegeExamReviewLogs, "open", (t) => ({ eiken_id: t.resId }), { control: false }),
  call(c.collegeExamReviewLogSubmit, "refuse", (t) => ({ eiken_id: t.resId, guid: t.guid }), {
    control: false,
  }),
  // dictionary: shared word data and the caller's own history, word log and pen switch (word ids are
  // not a school's; another student's history rows are never touched)
  call(c.dictionaryNewSearchWord, "open", () => ({ word: "went" })),
  call(c.dictionaryScreenSearchWord, "open", () => ({ word: "go" })),
  call(c.dictionaryFuzzySearchWord, "open", () => ({ word: "recieve" })),
  call(c.dictionaryWordSearchLogs, "open"),
  call(c.dictionaryDelSearchLog, "open", () => ({ word_ids: [1, 2, 3] })),
  call(c.dictionaryIntroduce, "open"),
  // word 1 exists only once the dictionary is imported (at the server's first start)
  call(c.dictionarySubmitWordLog, "open", () => ({ word_id: 1, action: "view" }), { control: false }),
  call(c.dictionaryPenSwitch, "open"),
  call(c.dictionarySetPenSwitch, "open", () => ({ enabled: true })),
  // study-word plans: the caller's own plans; another school's plan ids are 404
  call(c.studyWordBooks, "open"),
  call(c.studyWordPlans, "open"),
  call(c.studyWordAddPlan, "open", () => ({ book_id: "eiken-4", daily_new: 10 }), { control: false }),
  call(c.studyWordEditPlan, "refuse", (t) => ({ plan_id: t.studyWordPlanId, daily_new: 10 })),
  // the target's plan is teacher-assigned, so its owner cannot delete it either
  call(c.studyWordDeletePlan, "refuse", (t) => ({ plan_id: t.studyWordPlanId }), { control: false }),
  call(c.studyWordPlanInfo, "refuse", (t) => ({ plan_id: t.studyWordPlanId })),
  call(c.studyWordTodayTask, "refuse", (t) => ({ plan_id: t.studyWordPlanId })),
  call(c.studyWordList, "refuse", (t) => ({ plan_id: t.studyWordPlanId })),
  call(c.studyWordWord, "open", (t) => ({ word_id: t.studyWordWordId })),
  call(c.studyWordChallengePaper2, "refuse", (t) => ({ plan_id: t.studyWordPlanId })),
  call(c.studyWordUploadChallengeLog, "refuse", (t) => ({
    plan_id: t.studyWordPlanId,
    word_id: t.studyWordWordId,
    is_right: 1,
  })),
  call(c.studyWordUnfinishedCount, "open"),
  call(c.studyWordWrongTopicList, "refuse", (t) => ({ plan_id: t.studyWordPlanId })),
  call(c.studyWordUploadWrongLog, "refuse", (t) => ({
    plan_id: t.studyWordPlanId,
    word_id: t.studyWordWordId,
    is_right: 0,
  })),
  call(c.studyWordResult, "refuse", (t) => ({ plan_id: t.studyWordPlanId })),
  // phonogram: the caller's own scores and papers (papers are the caller's own: an id that is not one of
  // theirs is 404 for everyone, whichever school it belongs to)
  call(c.phonogramList, "open"),
  call(c.phonogramDetail, "open", () => ({ phoneme_id: "r" })),
  call(c.phonogramPractice, "open", () => ({ phoneme_id: "r" })),
  call(c.phonogramChallenge, "open"),
  call(c.phonogramHistory, "open"),
  call(
    c.phonogramSubmitLog,
    "refuse",
    () => ({ paper_id: 2_147_483_000, answers: [{ item_id: "i1", choice: "right" }] }),
    { control: false },
  ),
  call(c.phonogramResult, "refuse", () => ({ log_id: 2_147_483_000 }), { control: false }),
  // custom reading: the caller's own texts and attempts (an id that is not one of theirs is 404 for
  // everyone, whichever school it belongs to); a create adds a text to the caller's own list
  call(c.customReadingList, "open"),
  call(c.customReadingCreate, "open", () => ({ text: "Matrix practice text." }), { control: false }),
  call(c.customReadingDetail, "refuse", () => ({ text_id: 2_147_483_000 }), { control: false }),
  call(
    c.customReadingSubmit,
    "refuse",
    (t) => ({ text_id: 2_147_483_000, sound_file: t.recordingUrl, evaluate_result: "sid:matrix" }),
    { control: false },
  ),
  call(c.customReadingResult, "refuse", () => ({ attempt_id: 2_147_483_000 }), { control: false }),
  call(c.customReadingDelete, "refuse", () => ({ text_id: 2_147_483_000 }), { control: false }),
  // AI speaking: the scenarios are the build's, the sessions the caller's own (a session id that is not one
  // of theirs is 404 for everyone, whichever school it belongs to); a start adds a session of the caller's
  call(c.aiSpeakingList, "open"),
  call(c.aiSpeakingDetail, "open", () => ({ scenario_id: "as-01-first-day" }), { control: false }),
  call(c.aiSpeakingStart, "open", () => ({ scenario_id: "as-01-first-day" }), { control: false }),
  call(c.aiSpeakingTurn, "refuse", () => ({ session_id: 2_147_483_000, recognize_text: "Hello." }), {
    control: false,
  }),
  call(c.aiSpeakingFinish, "refuse", () => ({ session_id: 2_147_483_000 }), { control: false }),
  call(c.aiSpeakingResult, "refuse", () => ({ session_id: 2_147_483_000 }), { control: false }),
  call(c.aiSpeakingHistory, "open"),
  // AI course: the courses and lessons are the build's, the attempts (guids) the caller's own: another
  // school's guid names no attempt of the caller (404 ai_course_paper_not_found for everyone)
  call(c.aiCourseIndex, "open"),
  call(c.aiCourseDocument, "open"),
  call(c.aiCourseExerciseIndex, "open", () => ({ course_id: "jh1" }), { control: false }),
  call(c.aiCourseExercisePart, "open", () => ({ lesson_id: AI_LESSON }), { control: false }),
  call(c.aiCourseVideoSubmit, "open", () => ({ resource_id: AI_LESSON }), { control: false }),
  call(c.aiCourseExplanationSubmit, "open", () => ({ resource_id: AI_LESSON, answers: [0] }), {
    control: false,
  }),
  call(c.aiCourseReviewSubmit, "refuse", (t) => ({ lesson_id: AI_LESSON, guid: t.guid }), { control: false }),
  call(c.aiCourseReviewLogs, "refuse", (t) => ({ lesson_id: AI_LESSON, guid: t.guid }), { control: false }),
  call(c.aiCourseConsolidationSubmit, "refuse", (t) => ({ lesson_id: AI_LESSON, guid: t.guid }), {
    control: false,
  }),
  call(c.aiCourseConsolidationLogs, "refuse", (t) => ({ lesson_id: AI_LESSON, guid: t.guid }), {
    control: false,
  }),
  call(c.aiCourseTestingIndex, "open", () => ({ course_id: "jh1" }), { control: false }),
  call(c.aiCourseTestingSubmit, "refuse", (t) => ({ course_id: "jh1", guid: t.guid }), { control: false }),
  call(c.aiCourseTestingPaper, "refuse", (t) => ({ course_id: "jh1", guid: t.guid }), { control: false }),
  call(c.aiCourseRecommendIndex, "open", () => ({ course_id: "jh1" }), { control: false }),
  call(c.aiCourseRecommendSubmit, "refuse", (t) => ({ course_id: "jh1", guid: t.guid }), { control: false }),
  call(c.aiCourseRecommendLogs, "refuse", (t) => ({ course_id: "jh1", guid: t.guid }), { control: false }),
  call(c.aiCourseReport, "open", () => ({ course_id: "jh1" }), { control: false }),
  // user cards (another school's student: 404)
  call(c.userCardAchieveTitleList, "open", () => ({ is_all: 1 })),
  call(c.userCardAchievePhotoList, "open", () => ({ is_all: 1, photo_type: 0 })),
  call(c.userCardMySelected, "open"),
  call(c.userCardGetStudentInfo, "refuse", (t) => ({ card_student_id: t.studentId, range_type: 3 })),
  call(c.userCardChangeAchieve, "open", () => ({ change_type: "frame", achieve_id: 101 })),
  call(c.userCardAchieveRanking, "open", () => ({ scope: "school" })),
  call(c.userCardMyAchieveRanking, "open"),
  // Integral: the missions are the server's, the activity and claims the caller's own; a claim of a mission the
  // caller has not reached is refused whoever reached it elsewhere
  call(c.integralStudentIndex, "open"),
  call(c.integralMissionList, "open", () => ({ type_id: 2 })),
  call(c.integralMissionGetPoints, "refuse", () => ({ mission_id: 304 }), { control: false }),
  call(c.integralDateForSelect, "open", () => ({ year_num: 1 })),
  call(c.integralMissionLogs, "open", () => ({ date: "2026-11", page: 1 })),
  call(c.integralTotalUnclaimedMission, "open"),
  call(c.integralMissionReachMessage, "open"),
  // arena: the caller's own totals and matches; another school's (or student's) match id is not found
  call(c.arenaIndex, "open"),
  call(c.arenaTypeList, "open"),
  call(c.arenaHistory, "open", () => ({ page: 1 })),
  call(c.arenaMatchResult, "refuse", () => ({ match_id: 2_147_483_000 }), { control: false }),
  call(c.skillupNewFunctionList, "open"),
  call(c.skillupResourceList, "open", () => ({ type: "reading" })),
  call(c.skillupTypeList, "open"),
  // student account
  call(c.studentChangeName, "self", (_t, s) => ({ nickname: `${s.marker}改名` })),
  call(c.studentChangePassword, "self", () => ({
    old_password: "pass1234",
    new_password: "pass1234",
    confirm_password: "pass1234",
  })),
  call(c.studentCheckToken, "open", () => ({ token: "x".repeat(43) }), { control: false }),
  call(c.studentClassByCode, "refuse", (t) => ({ class_code: t.classCode })),
  call(c.studentDashboard, "open"),
  call(c.studentDismissPasswordRemind, "open"),
  call(c.studentCardActive, "refuse", (t) => ({ card_id: t.cardId }), { control: false }),
  call(c.studentFcmToken, "open", () => ({ fcm_token: "matrix-fcm-token" })),
  call(c.studentForgotPassword, "open", (t) => ({ account: t.student }), { touchesTarget: true }),
  call(c.studentInfo, "open"),
  call(c.studentJoinClass, "refuse", (t) => ({ class_code: t.classCode }), { control: false }),
  call(c.studentLeaveClass, "self"),
  call(c.studentLogin, "refuse", (t) => ({ account: t.student, password: "wrong99" }), {
    touchesTarget: true,
    control: false,
  }),
  call(c.studentLogout, "self"),
  call(
    c.studentResetPassword,
    "refuse",
    (t) => ({ account: t.student, code: "123456", new_password: "pass5678", confirm_password: "pass5678" }),
    { touchesTarget: true, control: false },
  ),
  // teacher console
  // study-word assignments: only the caller's classes
  call(c.teacherStudyWordBooks, "open"),
  call(c.teacherStudyWordAssign, "refuse", (t) => ({
    class_id: t.classId,
    book_id: "eiken-5",
    daily_new: 10,
  })),
  call(c.teacherStudyWordAssignments, "refuse", (t) => ({ class_id: t.classId })),
  call(c.teacherStudyWordMastery, "refuse", (t) => ({
    class_id: t.classId,
    assignment_id: t.studyWordAssignmentId,
  })),
  call(c.teacherStudyWordUnassign, "refuse", (t) => ({ assignment_id: t.studyWordAssignmentId }), {
    control: false,
  }),
  // word lists: the search and the paste match read only the books; a list goes to the caller's class only
  call(c.teacherStudyWordWordSearch, "open", () => ({ q: "a" })),
  call(c.teacherStudyWordMatchWords, "open", () => ({ words: ["apple", "no-such-word"] })),
  call(c.teacherStudyWordAssignList, "refuse", (t) => ({
    class_id: t.classId,
    title: "matrix list",
    daily_new: 5,
    word_ids: [t.studyWordWordId],
  })),
  // e-books: the caller's own shelf, bookmarks, logs, impressions and level papers (ids that are not the
  // caller's are 404 for everyone); free reading goes to the caller's own classes only
  call(c.ebookIndex, "open"),
  call(c.ebookList, "open", () => ({ keyword: "a", status: "all" })),
  call(c.ebookDetails, "open", () => ({ book_id: matrixBookId() })),
  call(c.ebookContent, "open", () => ({ book_id: matrixBookId() })),
  call(c.ebookBookshelfAdd, "open", () => ({ book_id: matrixBookId() })),
  call(c.ebookBookshelfRemove, "open", () => ({ book_id: matrixBookId() })),
  call(c.ebookMarkRead, "open", () => ({ book_id: matrixBookId(), is_read: 1 })),
  call(c.ebookBookmarks, "open", () => ({ book_id: matrixBookId() })),
  call(c.ebookBookmarkAdd, "open", () => ({ book_id: matrixBookId(), page_no: 1, name: "matrix" }), {
    control: false,
  }),
  call(c.ebookBookmarkDelete, "refuse", () => ({ bookmark_id: 2_147_483_000 }), { control: false }),
  call(c.ebookReadingLog, "open", () => ({
    book_id: matrixBookId(),
    from_page: 1,
    to_page: 1,
    seconds: 60,
    words_read: 20,
  })),
  call(c.ebookHistory, "open"),
  call(c.ebookExerciseInfo, "open", () => ({ book_id: matrixBookId() })),
  call(c.ebookImpression, "open", () => ({ book_id: matrixBookId() })),
  call(
    c.ebookImpressionSubmit,
    "open",
    () => ({ book_id: matrixBookId(), rating: 4, content: "A matrix impression." }),
    { control: false },
  ),
  call(c.ebookLevelCheck, "open"),
  call(c.ebookLevelCheckSubmit, "refuse", () => ({ paper_id: "matrixPaperNotYours", answers: [] }), {
    control: false,
  }),
  call(c.ebookFreeReadingList, "open"),
  call(c.teacherFreeReadingBooks, "open"),
  call(c.teacherFreeReadingAssign, "refuse", (t) => ({
    class_id: t.classId,
    title: "matrix reading",
    mode: "level",
    target_type: "books",
    target_value: 1,
    ...matrixPeriod(),
  })),
  call(c.teacherFreeReadingAssignments, "refuse", (t) => ({ class_id: t.classId })),
  call(c.teacherFreeReadingProgress, "refuse", () => ({ assignment_id: 2_147_483_000 }), { control: false }),
  call(c.teacherFreeReadingDelete, "refuse", () => ({ assignment_id: 2_147_483_000 }), { control: false }),
  // rankings: boards of the caller's own class, school and the all-schools board (nicknames only beyond the
  // school), and the caller's own privacy choice
  call(c.rankList, "open", () => ({ tab: "answer_count", scope: "all" })),
  call(c.rankPrivacy, "open", () => ({ hide_beyond_class: 0 })),
  // AI homework (the owners' controls assign the built course jh1)
  call(c.aiHomeworkList, "open"),
  call(c.teacherAiHomeworkOptions, "open"),
  call(c.teacherAiHomeworkAssign, "refuse", (t) => ({
    class_id: t.classId,
    target_type: "course",
    course_id: "jh1",
    due_date: matrixPeriod().end_date,
  })),
  call(c.teacherAiHomeworkAssignments, "refuse", (t) => ({ class_id: t.classId })),
  call(c.teacherAiHomeworkProgress, "refuse", () => ({ assignment_id: 2_147_483_000 }), { control: false }),
  call(c.teacherAiHomeworkDelete, "refuse", () => ({ assignment_id: 2_147_483_000 }), { control: false }),
  call(c.teacherAiHomeworkHeatmap, "refuse", (t) => ({ class_id: t.classId, course_id: "jh1" })),
  // live class sessions: the owners' controls start one session in their class (another school's class or
  // session: 404); a student sees only the session and history of their own class
  call(c.liveCurrent, "open"),
  call(c.liveHistory, "open", () => ({ page: 1 })),
  call(c.teacherLiveSampleSets, "open"),
  call(c.teacherLiveCreate, "refuse", (t) => ({
    class_id: t.classId,
    title: "matrix live",
    items: [{ kind: "choice", prompt: "matrix?", options: ["yes", "no"], answer_index: 0 }],
  })),
  call(c.teacherLiveList, "refuse", (t) => ({ class_id: t.classId })),
  call(c.teacherLiveDetail, "refuse", () => ({ live_id: 2_147_483_000 }), { control: false }),
  call(c.teacherLiveEnd, "refuse", () => ({ live_id: 2_147_483_000 }), { control: false }),
  call(c.teacherCardRevoke, "refuse", (t) => ({ card_id: t.cardId }), { control: false }),
  call(c.teacherCardsIssue, "refuse", (t) => ({ class_id: t.classId }), { variant: "class" }),
  call(c.teacherCardsIssue, "refuse", (t) => ({ student_ids: [t.otherStudentId] }), { variant: "student" }),
  call(c.teacherClassCodeRegen, "refuse", (t) => ({ class_id: t.classId }), { control: false }),
  // teacher_id is for administrators (a teacher's is ignored): another school's teacher is refused
  call(c.teacherClassCreate, "refuse", (t) => ({ name: "matrix組", teacher_id: t.teacherId }), {
    expectFor: { teacher: "open" },
    controlAs: "admin",
  }),
  call(c.teacherClassDashboard, "refuse", (t) => ({ class_id: t.classId })),
  call(c.teacherClassDashboardCsv, "refuse", (t) => ({ class_id: t.classId })),
  call(c.teacherClassRename, "refuse", (t) => ({ class_id: t.classId, name: `${t.marker}組` })),
  call(c.teacherClassStudents, "refuse", (t) => ({ class_id: t.classId })),
  call(c.teacherClasses, "open"),
  call(c.teacherFeedbackList, "open"),
  call(c.teacherFeedbackUpdate, "refuse", (t) => ({ feedback_id: t.feedbackId, status: "in_progress" })),
  call(c.teacherInquiryList, "open", undefined, { adminOnly: true }),
  call(c.teacherHomeworkCreate, "refuse", (t) => ({
    class_id: t.classId,
    title: "matrix homework",
    topics: [{ res_code: WORD_LIST }],
    deadline: new Date(Date.now() + day).toISOString(),
  })),
  call(c.teacherHomeworkDetail, "refuse", (t) => ({ homework_id: t.homeworkId })),
  call(c.teacherHomeworkList, "refuse", (t) => ({ class_id: t.classId })),
  call(c.teacherInfo, "open"),
  call(c.teacherLogin, "refuse", (t) => ({ account: t.teacher, password: "wrong99" }), {
    touchesTarget: true,
    control: false,
  }),
  call(c.teacherLogout, "self"),
  // the owner would delete the fixture's message, which later probes name: no control
  call(c.teacherGradebook, "refuse", (t) => ({ class_id: t.classId })),
  call(c.teacherGradebookCsv, "refuse", (t) => ({ class_id: t.classId })),
  call(c.teacherGradebookMark, "refuse", (t) => ({
    kind: "homework",
    item_id: t.homeworkId,
    student_id: t.studentId,
    mark: 70,
    reason: "matrix",
  })),
  call(c.teacherHomeworkUpdate, "refuse", (t) => ({
    homework_id: t.homeworkId,
    title: `${t.marker}宿題`,
    deadline: new Date(Date.now() + 8 * day).toISOString(),
  })),
  call(c.teacherHomeworkExtend, "refuse", (t) => ({
    homework_id: t.homeworkId,
    student_id: t.studentId,
    deadline: new Date(Date.now() + 12 * day).toISOString(),
  })),
  call(c.teacherHomeworkRemind, "refuse", (t) => ({ homework_id: t.homeworkId })),
  // the owner would withdraw the fixture's homework, which later probes name: no control
  call(c.teacherHomeworkWithdraw, "refuse", (t) => ({ homework_id: t.homeworkId }), { control: false }),
  call(c.teacherMessageDelete, "refuse", (t) => ({ msg_id: t.msgId }), { control: false }),
  call(c.teacherMessageList, "open"),
  call(
    c.teacherMessageSend,
    "refuse",
    (t) => ({ student_id: t.studentId, title: "matrix", body: "matrix" }),
    {
      variant: "student",
    },
  ),
  call(c.teacherMessageSend, "refuse", (t) => ({ class_id: t.classId, title: "matrix", body: "matrix" }), {
    variant: "class",
  }),
  call(c.teacherMessageUpdate, "refuse", (t) => ({ msg_id: t.msgId, title: "matrix", body: "matrix" })),
  call(c.teacherResources, "open"),
  call(c.teacherStudentCreate, "refuse", (t) => ({
    class_id: t.classId,
    username: `${t.marker}x${Math.floor(Math.random() * 1e6)}`,
    password: "pass1234",
  })),
  call(c.teacherStudentDetail, "refuse", (t) => ({ student_id: t.studentId })),
  call(c.teacherStudentSetActive, "refuse", (t) => ({ student_id: t.otherStudentId, active: 1 })),
  // new passwords for the fixture's second student: the owner's control is harmless (nobody signs in as it)
  call(c.teacherLoginSlips, "refuse", (t) => ({
    class_id: t.classId,
    student_ids: String(t.otherStudentId),
  })),
  call(c.teacherClassArchive, "refuse", (t) => ({ class_id: t.classId, archived: 0 })),
  call(c.teacherStudentUpdate, "refuse", (t) => ({ student_id: t.otherStudentId, nickname: "matrix" })),
  call(c.teacherStudentMove, "refuse", (t) => ({ student_id: t.otherStudentId, class_id: t.classId }), {
    variant: "within",
  }),
  call(c.teacherStudentMove, "refuse", (t, s) => ({ student_id: t.otherStudentId, class_id: s.classId }), {
    variant: "steal",
    control: false,
  }),
  call(c.teacherStudentMove, "refuse", (t, s) => ({ student_id: s.otherStudentId, class_id: t.classId }), {
    variant: "push",
    control: false,
  }),
  call(c.teacherStudentResetPassword, "refuse", (t) => ({
    student_id: t.otherStudentId,
    password: "pass1234",
  })),
  call(c.teacherStudentsImport, "refuse", (t) => ({
    class_id: t.classId,
    csv: `username,password,nickname\n${t.marker}i${Math.floor(Math.random() * 1e6)},pass1234,imp`,
  })),
  call(c.teacherStudentsImportPreview, "refuse", (t) => ({
    class_id: t.classId,
    csv: "username,password,nickname\nmatrixprev,pass1234,prev",
  })),
  call(c.teacherSubmission, "refuse", (t) => ({
    homework_id: t.homeworkId,
    student_id: t.studentId,
    topic_id: t.topicId,
  })),
  call(
    c.teacherSubmissionNote,
    "refuse",
    (t) => ({
      homework_id: t.homeworkId,
      topic_id: t.topicId,
      student_id: t.studentId,
      guid: `${t.guid}-hw`,
      question_id: "wc01",
      start_pos: 0,
      end_pos: 1,
      comments: "matrix",
    }),
    { control: false },
  ),
  call(c.teacherSubmissionNoteUpdate, "refuse", (t) => ({
    note_id: t.noteId,
    comments: `${t.marker}のコメント`,
  })),
  // the owner would delete the fixture's note: no control
  call(c.teacherSubmissionNoteDelete, "refuse", (t) => ({ note_id: t.noteId }), { control: false }),
  call(c.teacherSubmissionReturn, "refuse", (t) => ({
    homework_id: t.homeworkId,
    topic_id: t.topicId,
    student_id: t.studentId,
  })),
  call(
    c.teacherTeacherCreate,
    "open",
    (_t, s) => ({
      username: `${s.marker}t${Math.floor(Math.random() * 1e6)}`,
      password: "pass1234",
      name: "matrix",
    }),
    { adminOnly: true },
  ),
  call(c.teacherTeachers, "open", undefined, { adminOnly: true }),
  call(c.teacherWordTestUpdate, "refuse", (t) => ({
    task_id: t.taskId,
    title: `${t.marker}単語テスト`,
    start_at: new Date(Date.now() - day).toISOString(),
    end_at: new Date(Date.now() + 8 * day).toISOString(),
  })),
  // a retake sets the fixture student's exam aside; later probes name the test, not the exam
  call(c.teacherWordTestRetake, "refuse", (t) => ({
    task_id: t.taskId,
    student_id: t.otherStudentId,
    end_at: new Date(Date.now() + 9 * day).toISOString(),
  })),
  // the owner would withdraw the fixture's test, which later probes name: no control
  call(c.teacherWordTestWithdraw, "refuse", (t) => ({ task_id: t.taskId }), { control: false }),
  call(c.teacherWordTestCreate, "refuse", (t) => ({
    class_id: t.classId,
    title: "matrix test",
    test_type: 2,
    res_code: WORD_LIST,
    start_at: new Date(Date.now() - day).toISOString(),
    end_at: new Date(Date.now() + day).toISOString(),
  })),
  call(c.teacherWordTestList, "refuse", (t) => ({ class_id: t.classId })),
  call(c.teacherWordTestResult, "refuse", (t) => ({ task_id: t.taskId })),
  // textbook
  call(c.textbookBookList, "open"),
  call(c.textbookNextResourceInfo, "open", () => ({ resource_id: 1 }), { control: false }),
  call(c.textbookResourceInfo, "open", () => ({ res_code: WORD_LIST })),
  call(c.submitItrTopicWriting, "open", () => ({ content: "I like dogs." })),
  call(c.textbookRecognizeText, "open", () => ({ question_id: "wc01", resource_id: 1 }), { control: false }),
  // the target's attempt guid: must start the caller's own attempt or be refused, never add to the target's
  call(c.textbookTopicAnswerRecord, "open", (t) => ({ res_code: WORD_LIST, guid: t.guid2, item: wc01 })),
  call(c.textbookTopicAnswerResult, "refuse", (t) => ({ res_code: WORD_LIST, guid: t.guid })),
  call(c.textbookUnitDirectory, "open", () => ({ book_id: "jh1" })),
  call(c.textbookUnitList, "open", () => ({ unit_id: "jh1-u1" })),
  call(c.uploadMp3, "open", undefined, { control: false }),
  // word tests
  call(c.wordQuizAbortExam, "refuse", (t) => ({ task_id: t.taskId }), { control: false }),
  call(c.wordQuizAnswer, "refuse", (t) => ({ task_id: t.taskId, question_id: "wc01", answer_result: "0" })),
  call(c.wordQuizResource, "refuse", (t) => ({ task_id: t.taskId })),
  call(c.wordQuizTasks, "open"),
  call(c.wordQuizTopics, "refuse", (t) => ({ task_id: t.taskId })),
  call(c.wordQuizWrongTopicList, "open"),
  call(c.wordQuizWrongTopicResource, "refuse", (t) => ({ task_id: t.taskId }), { control: false }),
  // writing
  call(c.writingDetail, "refuse", (t) => ({ writing_id: t.writingId })),
  call(c.writingHistory, "open"),
  call(c.writingSubmit, "open", () => ({ source: "free", content: "I like my school." })),
  call(c.writingTopicDetail, "open", () => ({ topic_id: "my-school" }), { control: false }),
  call(c.writingTopicList, "open", () => ({ level: "junior" })),
  call(c.xfyunIatAuthUrl, "open"),
  call(c.xfyunTtsAuthUrl, "open"),
];

const raw = (path: string, input?: In, variant?: string): Probe => ({
  method: "GET",
  path,
  auth: "none",
  expect: "refuse",
  control: false,
  ...(input ? { input } : {}),
  ...(variant ? { variant } : {}),
});

/**
 * Routes outside the contracts: signed files and speech. A bearer token of any school opens none of them;
 * only the signature in the URL does. Each is sent without a signature and with another file's signature.
 */
export const RAW_PROBES: Probe[] = [
  raw("/v3/files/rec/:name", (t) => ({ $path: t.recordingUrl.replace(/\?.*/, "") }), "no sig"),
  raw(
    "/v3/files/rec/:name",
    (t, s) => ({ $path: `${t.recordingUrl.replace(/\?.*/, "")}?${s.recordingUrl.split("?")[1]}` }),
    "other file's sig",
  ),
  raw("/v3/files/eval/:name", () => ({ $path: "/v3/files/eval/hbk0000000000000000.xml" })),
  raw("/v3/files/feedback/:name", () => ({ $path: "/v3/files/feedback/AAAAAAAAAAAAAAAAAAAAAA.png" })),
  raw("/v3/files/writing/:name", (t) => ({ $path: `/v3/files/writing/${t.writingId}.json` })),
  raw("/v3/tts/speak", () => ({ text: "hello" })),
  raw("/v3/speech/evaluate", () => ({ student: "1" })),
  raw("/v3/speech/recognize", () => ({ student: "1" })),
  // the live class socket signs in by its first frame only: a plain request is refused
  raw("/v3/live/ws"),
  // the arena socket signs in by its first frame only: a plain request is refused
  raw("/v3/arena/ws"),
];

/** Contract calls (exports with method, path and auth) of the contracts package. */
export function contractCalls(): CallDef[] {
  return (Object.values(contracts) as unknown[]).filter(
    (v): v is CallDef => typeof v === "object" && v !== null && "path" in v && "method" in v && "auth" in v,
  );
}
