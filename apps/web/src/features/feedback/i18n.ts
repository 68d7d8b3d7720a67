import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** Japanese strings of the resource-feedback form. */
export const feedbackJa = {
  "feedback.open": "問題を報告",
  "feedback.title": "コンテンツのフィードバック",
  "feedback.options": "どのような問題ですか？",
  "feedback.description": "詳しい内容（必須）",
  "feedback.description_hint": "気づいたことを具体的に書いてください。",
  "feedback.counter": "{{count}} / {{max}}",
  "feedback.images": "画像（{{max}} 枚まで）",
  "feedback.add_images": "画像を追加",
  "feedback.remove_image": "{{name}} を削除",
  "feedback.submit": "送信",
  "feedback.cancel": "キャンセル",
  "feedback.err_description_required": "詳しい内容を入力してください",
  "feedback.err_description_long": "詳しい内容は1000文字以内で入力してください",
  "feedback.err_images_many": "画像は9枚まで添付できます",
  "feedback.err_image_type": "画像は JPEG・PNG・GIF・WebP のみ添付できます",
  "feedback.err_image_size": "画像は1枚5MBまでです",
  resource_feedback_success: "フィードバックを送信しました。ありがとうございます！",
  resource_feedback_error: "フィードバックの送信に失敗しました。お問い合わせフォームをご利用ください。",
  resource_feedback_leave: "入力した内容は保存されません。閉じますか？",
} as const;

/** English strings of the resource-feedback form. */
export const feedbackEn: Record<keyof typeof feedbackJa, string> = {
  "feedback.open": "Report a problem",
  "feedback.title": "Content feedback",
  "feedback.options": "What is wrong?",
  "feedback.description": "Details (required)",
  "feedback.description_hint": "Describe what you noticed.",
  "feedback.counter": "{{count}} / {{max}}",
  "feedback.images": "Images (up to {{max}})",
  "feedback.add_images": "Add images",
  "feedback.remove_image": "Remove {{name}}",
  "feedback.submit": "Send",
  "feedback.cancel": "Cancel",
  "feedback.err_description_required": "Please describe the problem",
  "feedback.err_description_long": "The details must be 1000 characters or fewer",
  "feedback.err_images_many": "You can attach up to 9 images",
  "feedback.err_image_type": "Only JPEG, PNG, GIF and WebP images can be attached",
  "feedback.err_image_size": "Each image must be 5 MB or smaller",
  resource_feedback_success: "Thank you! Your feedback was sent.",
  resource_feedback_error: "The feedback could not be sent. Please use the contact form.",
  resource_feedback_leave: "What you entered will be lost. Close anyway?",
} as const;

registerStrings({ ja: feedbackJa, en: feedbackEn });
