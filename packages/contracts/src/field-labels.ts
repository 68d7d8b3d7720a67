/**
 * Words for the fields of every /v3 call's query and body, so a validation error names the field the way
 * the user knows it (「作文は 6,000 文字以内で入力してください」), never its raw key. `ja` is the default;
 * `en` is used when the request asks for English. A test walks the contracts and fails on a field
 * without a label (field-labels.test.ts).
 */
export type FieldLabel = { ja: string; en: string };

const L = (ja: string, en: string): FieldLabel => ({ ja, en });

/** Labels by field name (the last named segment of the path). */
export const FIELD_LABELS: Record<string, FieldLabel> = {
  item_id: L("課題", "item"),
  mark: L("評価", "mark"),
  note_id: L("コメント", "comment"),
  reason: L("理由", "reason"),
  release_at: L("公開日時", "release time"),
  reply: L("返信", "reply"),
  SDK_error_code: L("SDK エラーコード", "SDK error code"),
  SDK_error_message: L("SDK エラーメッセージ", "SDK error message"),
  SID: L("セッション ID", "session ID"),
  sid: L("セッション ID", "session ID"),
  account: L("ユーザー ID", "user ID"),
  active: L("利用の状態", "account state"),
  accuracy_score: L("正確さのスコア", "accuracy score"),
  also_class_ids: L("ほかのクラス", "other classes"),
  answer_result: L("解答結果", "answer result"),
  answer_tips: L("ヒントの表示設定", "answer tips setting"),
  archived: L("アーカイブの状態", "archive state"),
  audio_file_name: L("音声ファイル名", "audio file name"),
  body: L("本文", "message text"),
  book_id: L("教科書", "textbook"),
  card_id: L("学習カード番号", "study card number"),
  category: L("カテゴリー", "category"),
  class_code: L("クラスコード", "class code"),
  class_id: L("クラス", "class"),
  class_number: L("出席番号", "class register number"),
  client: L("アプリの種類", "client"),
  client_info: L("アプリの情報", "client information"),
  client_name: L("アプリの種類", "client"),
  code: L("確認コード", "confirmation code"),
  comment: L("コメント", "comment"),
  comments: L("コメント", "comments"),
  confirm_password: L("確認用パスワード", "password confirmation"),
  content: L("内容", "content"),
  csv: L("CSV データ", "CSV data"),
  current_index: L("問題番号", "question number"),
  deadline: L("締め切り", "deadline"),
  device_info: L("端末の情報", "device information"),
  device_os: L("端末の OS", "device OS"),
  duration_days: L("有効日数", "validity in days"),
  email: L("メールアドレス", "e-mail address"),
  end_at: L("終了日時", "end time"),
  end_pos: L("終了位置", "end position"),
  errorCode: L("エラーコード", "error code"),
  errorMsg: L("エラーメッセージ", "error message"),
  error_code: L("エラーコード", "error code"),
  error_message: L("エラーメッセージ", "error message"),
  evaluate_html: L("評価結果", "evaluation result"),
  evaluate_result: L("評価結果", "evaluation result"),
  evaluate_text: L("評価する英文", "evaluated text"),
  feedback_id: L("報告", "report"),
  fcm_token: L("通知の登録情報", "notification token"),
  fluency_score: L("流暢さのスコア", "fluency score"),
  from: L("開いた画面", "opened from"),
  guid: L("解答記録の ID", "answer record ID"),
  has_limit: L("回数制限の設定", "attempt limit setting"),
  homework_id: L("宿題", "homework"),
  images: L("画像", "images"),
  include_practice: L("自習を含めるか", "include self-practice"),
  integrity_score: L("完全さのスコア", "completeness score"),
  ipa: L("発音記号", "phonetic symbols"),
  is_collected: L("お気に入りの状態", "favourite state"),
  is_completed: L("完了の状態", "completion state"),
  item: L("解答", "answer"),
  kind: L("種類", "kind"),
  level: L("レベル", "level"),
  limit: L("表示件数", "page size"),
  limit_number: L("回数制限", "attempt limit"),
  mean: L("意味", "meaning"),
  mode: L("モード", "mode"),
  module_name: L("機能名", "module name"),
  msg_id: L("メッセージ", "message"),
  name: L("名前", "name"),
  new_password: L("新しいパスワード", "new password"),
  nickname: L("ニックネーム", "nickname"),
  notice_id: L("お知らせ", "notice"),
  old_password: L("現在のパスワード", "current password"),
  options: L("選んだ項目", "chosen options"),
  page: L("ページ番号", "page number"),
  password: L("パスワード", "password"),
  percent_score: L("得点", "score"),
  question_id: L("問題", "question"),
  question_ids: L("問題の一覧", "question list"),
  question_index: L("問題番号", "question number"),
  record_duration: L("録音時間", "recording length"),
  record_max_time: L("最大録音時間", "maximum recording time"),
  required_times: L("必要な回数", "required attempts"),
  resId: L("教材", "resource"),
  res_code: L("教材コード", "resource code"),
  res_id: L("問題セット", "question set"),
  resource_code: L("教材コード", "resource code"),
  resource_id: L("教材", "resource"),
  role: L("役割", "role"),
  sample_answer: L("模範解答の表示設定", "sample answer setting"),
  screen_en_text: L("英文", "English text"),
  screen_jp_text: L("日本語訳", "Japanese text"),
  sentence_id: L("文", "sentence"),
  sentence_source: L("文の出どころ", "sentence source"),
  sound_file: L("音声ファイル", "sound file"),
  source: L("作文の種類", "writing kind"),
  skill: L("技能", "skill"),
  cefr_type: L("問題タイプ", "question type"),
  level_id: L("級", "grade"),
  dir_id: L("フォルダー", "folder"),
  region_id: L("試験・地域", "exam or region"),
  eiken_id: L("復習する問題セット", "set to review"),
  set: L("問題の種類", "question set"),
  challenge_id: L("模擬テスト", "mock test"),
  resource_tag: L("学習の種類", "study kind"),
  q: L("検索語", "search word"),
  mastery: L("習得度", "mastery"),
  plan_id: L("学習プラン", "study plan"),
  word_id: L("単語", "word"),
  daily_new: L("1日の新しい単語数", "new words per day"),
  is_right: L("正誤", "right or wrong"),
  exercise: L("問題の形式", "exercise kind"),
  score: L("スコア", "score"),
  date: L("日付", "date"),
  assignment_id: L("単語帳の割り当て", "word book assignment"),
  duration_ms: L("解答時間", "answer time"),
  speaking: L("音読問題の有無", "read-aloud items"),
  speech_speed: L("再生速度の設定", "speech speed setting"),
  start_at: L("開始日時", "start time"),
  start_pos: L("開始位置", "start position"),
  student_id: L("生徒", "student"),
  student_ids: L("生徒の一覧", "student list"),
  subtitle: L("字幕の設定", "subtitle setting"),
  tab: L("タブ", "tab"),
  task_id: L("単語テスト", "word test"),
  teacher_id: L("先生", "teacher"),
  test_id: L("テスト", "test"),
  test_type: L("テストの種類", "test type"),
  title: L("タイトル", "title"),
  token: L("ログイン情報", "sign-in token"),
  topic_id: L("課題", "topic"),
  topics: L("課題", "topics"),
  total_score: L("総合スコア", "total score"),
  translation: L("訳の表示設定", "translation setting"),
  type: L("種類", "type"),
  unit_id: L("単元", "unit"),
  user_info: L("ユーザーの情報", "user information"),
  username: L("ユーザー ID", "user ID"),
  words: L("単語", "words"),
  phoneme_id: L("発音記号", "phoneme"),
  paper_id: L("問題セット", "question set"),
  answers: L("解答", "answers"),
  choice: L("選んだ答え", "choice"),
  phone_score: L("発音のスコア", "sound score"),
  log_id: L("学習記録", "study record"),
  word: L("単語", "word"),
  word_ids: L("単語の一覧", "word list"),
  action: L("操作", "action"),
  enabled: L("オン・オフ", "on or off"),
  writing_id: L("作文", "writing"),
};

/** Labels that differ for one call: `{ "/v3/writing/submit": { content: 作文 } }`. */
export const CALL_FIELD_LABELS: Record<string, Record<string, FieldLabel>> = {
  "/v3/writing/submit": { content: L("作文", "essay") },
  "/v3/textbook/submit-itr-topic-writing": { content: L("作文", "essay") },
  "/v3/resource-feedback": { content: L("問題の説明", "description") },
  "/v3/opinion-feedback": { content: L("お問い合わせ内容", "inquiry") },
  "/v3/teacher/class-create": { name: L("クラス名", "class name") },
  "/v3/teacher/class-rename": { name: L("クラス名", "class name") },
  "/v3/teacher/teacher-create": { name: L("先生の名前", "teacher's name") },
  "/v3/teacher/message-send": { body: L("メッセージ本文", "message text") },
  "/v3/teacher/feedback-update": { status: L("対応状況", "status") },
  "/v3/student/reset-password": { code: L("リセットコード", "reset code") },
  "/v3/study-word/add-plan": { book_id: L("単語帳", "word book") },
  "/v3/teacher/study-word/assign": { book_id: L("単語帳", "word book") },
  "/v3/teacher/study-word/assign-list": { title: L("単語リストの名前", "word list title") },
};

/** The request's language for server messages: English when it asks for it first, else Japanese. */
export type MessageLang = "ja" | "en";

/**
 * @param acceptLanguage - the Accept-Language header (the web client sends its UI language)
 * @returns "en" when the first language is English, else "ja"
 */
export function messageLang(acceptLanguage: string | string[] | undefined): MessageLang {
  const first = (Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage)?.split(",")[0];
  return first?.trim().toLowerCase().startsWith("en") ? "en" : "ja";
}

/**
 * The words for one field of one call.
 * @param callPath - the call's path, e.g. /v3/writing/submit (may be undefined outside a call)
 * @param fieldPath - the field's path, e.g. ["topics", 0, "res_code"]; the last named segment is used
 * @returns the label, or undefined when there is none (the test keeps that from happening)
 */
export function fieldLabel(
  callPath: string | undefined,
  fieldPath: readonly PropertyKey[],
  lang: MessageLang,
): string | undefined {
  const last = [...fieldPath].reverse().find((p) => typeof p === "string" && !/^\d+$/.test(p));
  if (typeof last !== "string") return undefined;
  const name = last.replace(/\[\]$/, "");
  const own = <T>(rec: Record<string, T> | undefined) =>
    rec && Object.hasOwn(rec, name) ? rec[name] : undefined;
  const perCall =
    callPath && Object.hasOwn(CALL_FIELD_LABELS, callPath) ? CALL_FIELD_LABELS[callPath] : undefined;
  return (own(perCall) ?? own(FIELD_LABELS))?.[lang];
}
