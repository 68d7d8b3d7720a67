import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** Japanese strings of the messages screens (/news). */
export const messagesJa = {
  "news.title": "お知らせ",
  "news.tab_system": "システム",
  "news.tab_teacher": "先生から",
  "news.unread": "未読 {{count}} 件",
  "news.empty": "メッセージはありません。",
  "news.new": "未読",
  "news.notice": "連絡",
  "news.open_homework": "宿題を開く",
  "news.open_word_test": "単語テストを開く",
  "news.bad_link": "リンクが正しくありません（msg_id）。",
  "news.back": "お知らせ一覧へ",
  "news.prev": "前へ",
  "news.next": "次へ",
  "push.enable": "通知を受け取る",
  "push.enabled": "通知はオンです",
  "push.denied": "通知はブラウザの設定でブロックされています。",
  "push.unsupported": "このブラウザは通知に対応していません。",
  "push.failed": "通知の登録に失敗しました。",
} as const;

/** English strings of the messages screens (/news). */
export const messagesEn: Record<keyof typeof messagesJa, string> = {
  "news.title": "News",
  "news.tab_system": "System",
  "news.tab_teacher": "From teachers",
  "news.unread": "{{count}} unread",
  "news.empty": "No messages.",
  "news.new": "Unread",
  "news.notice": "Notice",
  "news.open_homework": "Open the homework",
  "news.open_word_test": "Open the word test",
  "news.bad_link": "This link is not valid (msg_id).",
  "news.back": "All news",
  "news.prev": "Previous",
  "news.next": "Next",
  "push.enable": "Turn on notifications",
  "push.enabled": "Notifications are on",
  "push.denied": "Notifications are blocked in the browser settings.",
  "push.unsupported": "This browser does not support notifications.",
  "push.failed": "Notifications could not be turned on.",
} as const;

registerStrings({ ja: messagesJa, en: messagesEn });
