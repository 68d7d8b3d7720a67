import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** Japanese strings of the administrator's inquiry list (お問い合わせ). */
export const inquiryListJa = {
  "t.inq.title": "生徒からのお問い合わせ",
  "t.inq.admin_only": "お問い合わせは学校の管理者だけが見られます。",
  "t.inq.from": "開いた画面",
  "t.inq.images": "添付画像",
} as const;

/** English strings of the administrator's inquiry list. */
export const inquiryListEn: Record<keyof typeof inquiryListJa, string> = {
  "t.inq.title": "Inquiries from students",
  "t.inq.admin_only": "Only the school's administrator can read inquiries.",
  "t.inq.from": "Opened from",
  "t.inq.images": "Attached image",
};

registerStrings({ ja: inquiryListJa, en: inquiryListEn });
