/**
 * Stable error keys. The server sends one in `data.error_key` with a message in the caller's language
 * (Japanese by default); the client translates by key where it shows its own wording.
 */
export const ERROR_KEYS = [
  "bad_request",
  "login_required_both",
  "login_required_account",
  "login_required_password",
  "login_wrong_credentials",
  "login_rate_limited",
  "token_missing",
  "token_invalid",
  "token_login_elsewhere",
  "forbidden",
  "not_found",
  "hint_common_no_active",
  "hint_common_expired",
  "college_not_available",
  "card_not_found",
  "card_already_used",
  "card_already_active",
  "class_code_not_found",
  "class_already_joined",
  "class_not_joined",
  "class_full",
  "password_old_required",
  "password_new_required",
  "password_min_length",
  "password_alnum_5_10",
  "password_confirm_required",
  "password_confirm_mismatch",
  "password_same_as_old",
  "password_old_wrong",
  "forgot_ask_teacher",
  "reset_code_invalid",
  "name_required",
  "name_too_long",
  "word_exam_time_end_tips",
  /** ebook/bookshelf-add: the shelf already holds EBOOK_SHELF_MAX books */
  "bookshelf_full",
  /** ebook/bookmark-add: the book already has a bookmark with that name or on that page */
  "bookmark_exists",
  /** ebook/impression-submit: the student already wrote an impression of this book (once, not editable) */
  "impression_exists",
  /** an e-book id that names no book of the library */
  "ebook_not_found",
  /** custom-reading/create: the text rules of @hibiki/exercises/custom-reading, in the order checked */
  "custom_reading_empty",
  "custom_reading_too_long",
  "custom_reading_special_symbol",
  "custom_reading_full_width",
  "custom_reading_digit_run",
  "custom_reading_symbol_run",
  "custom_reading_no_word",
  /** custom-reading/create: the text holds a word of the sensitive-words list (refused, not masked) */
  "custom_reading_sensitive",
  /** custom-reading/create: the student already keeps the same text */
  "custom_reading_duplicate",
  /** custom-reading/create: the student keeps CUSTOM_READING_MAX_TEXTS texts already */
  "custom_reading_limit",
  /** a teacher tried to add work, messages or students to an archived class */
  "class_archived",
  /** a deactivated student tried to sign in */
  "account_deactivated",
  /** study-word/add-plan: the student already has a plan for that word book */
  "study_word_plan_exists",
  /** study-word/delete-plan: a teacher assigned the plan, so the student cannot delete it */
  "study_word_plan_assigned",
  /** ai-speaking: the student's ai_chat flag is off */
  "ai_chat_not_available",
  /** ai-speaking: a scenario id that names no scenario */
  "ai_speaking_scenario_not_found",
  /** ai-speaking: a session id that names none of the student's sessions */
  "ai_speaking_session_not_found",
  /** ai-speaking/turn: the session has ended or was finished */
  "ai_speaking_session_finished",
  /** ai/course: a course id / lesson id that names no AI study course / lesson */
  "ai_course_not_found",
  "ai_lesson_not_found",
  /** ai/course submit / logs: a guid that names none of the student's attempts */
  "ai_course_paper_not_found",
  /** ai/course submit: the guid's attempt is of another resource than the stage's */
  "ai_course_resource_mismatch",
  /** teacher/ai-homework: an assignment id that names none of the teacher's AI homework */
  "ai_homework_not_found",
  /** teacher/ai-homework/assign: a course, lesson or scenario the build does not have */
  "ai_homework_target_not_found",
  /** teacher/ai-homework/assign: the class already has an open assignment of the same target */
  "ai_homework_duplicate",
  /** integral/mission-get-points: an unknown mission, one not reached yet, one already claimed */
  "integral_mission_not_found",
  "integral_mission_not_reached",
  "integral_mission_claimed",
  /** user-card: a card_student_id that names no student of the caller's school */
  "user_card_student_not_found",
  /** user-card/change-achieve: the achievement or frame is not earned yet */
  "user_card_not_earned",
  /** user-card/change-achieve: an achieve_id that names no title, frame or badge */
  "user_card_achieve_not_found",
  /** user-card/change-achieve: the card already shows USER_CARD_MAX_BADGES badges */
  "user_card_badges_full",
  /** arena: a match id that is not the caller's finished (or current) match */
  "arena_match_not_found",
  /** arena socket: join while queued or playing */
  "arena_already_queued",
  "arena_already_in_match",
  /** arena socket: answer for a match the caller is not playing, or an item that is not open / answered */
  "arena_not_in_match",
  "arena_item_closed",
  "arena_already_answered",
  /** arena socket: rejoin after the grace (the match ended) */
  "arena_rejoin_expired",
  /** live class sessions (live.ts LIVE_ERROR_KEYS) */
  "live_not_found",
  "live_ended",
  "live_already_open",
  "live_no_session",
  "live_item_not_found",
  "live_item_not_pushed",
  "live_item_closed",
  "live_answer_duplicate",
  "live_not_joined",
  "live_not_opened",
  "rate_limited",
  "server_error",
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];
