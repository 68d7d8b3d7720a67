import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** Japanese strings of the inquiry form, its FAQ and its success page. */
export const inquiryJa = {
  "inquiry.title": "お問い合わせ",
  "inquiry.lead": "アプリの使い方や困っていることを、学校の管理者に送ることができます。",
  "inquiry.faq_link": "送る前に「よくある質問」を見る",
  "inquiry.content": "お問い合わせ内容（必須）",
  "inquiry.content_hint": "いつ・どの画面で・何が起きたかを書いてください。",
  "inquiry.images": "画像（{{max}} 枚まで、1 枚 5MB まで）",
  "inquiry.add_images": "画像を追加",
  "inquiry.remove_image": "{{name}} を削除",
  "inquiry.submit": "送信する",
  "inquiry.sending": "送信中…",
  "inquiry.err_content_required": "お問い合わせ内容を入力してください。",
  "inquiry.err_content_long": "お問い合わせ内容は {{max}} 文字以内で入力してください。",
  "inquiry.err_images_many": "画像は {{max}} 枚まで添付できます。",
  "inquiry.err_image_type": "画像は JPEG・PNG・GIF・WebP のみ添付できます。",
  "inquiry.err_image_size": "画像は 1 枚 5MB までです。",
  "inquiry.err_send": "送信できませんでした。時間をおいてもう一度お試しください。",
  "inquiry.leave": "入力した内容は保存されません。このページを離れますか？",
  "inquiry.success_title": "お問い合わせを送信しました",
  "inquiry.success_body": "学校の管理者が内容を確認します。返事は先生から届きます。",
  "inquiry.back_home": "ホームへ戻る",
  "inquiry.write_again": "別のお問い合わせを書く",
  "faq.title": "よくある質問",
  "faq.to_form": "解決しないときはお問い合わせへ",
  "faq.q1": "ログインできません。",
  "faq.a1":
    "ユーザー ID とパスワードを確かめてください。パスワードを忘れたときは、ログイン画面の「パスワードを忘れた」から先生に確認してください。",
  "faq.q2": "録音しても点数が出ません。",
  "faq.a2":
    "ブラウザーのマイクの使用を許可してください。静かな場所で、マイクに近づいてはっきり読みましょう。",
  "faq.q3": "学習カードの有効化とは何ですか？",
  "faq.a3":
    "カード番号を入力して「有効化」を押すと、その日から利用期間が始まります。番号は先生から受け取れます。",
  "faq.q4": "クラスに参加するには？",
  "faq.a4": "メニューの「マイアカウント」で、先生から聞いたクラスコードを入力してください。",
  "faq.q5": "音声が聞こえません。",
  "faq.a5":
    "端末の音量とマナーモードを確認してください。イヤホンを使っているときは、つながっているかも確かめましょう。",
} as const;

/** English strings of the inquiry form, its FAQ and its success page. */
export const inquiryEn: Record<keyof typeof inquiryJa, string> = {
  "inquiry.title": "Contact us",
  "inquiry.lead": "Send a question or a problem with the app to your school's administrator.",
  "inquiry.faq_link": "Read the frequently asked questions first",
  "inquiry.content": "Your message (required)",
  "inquiry.content_hint": "Say when, on which screen and what happened.",
  "inquiry.images": "Images (up to {{max}}, 5 MB each)",
  "inquiry.add_images": "Add images",
  "inquiry.remove_image": "Remove {{name}}",
  "inquiry.submit": "Send",
  "inquiry.sending": "Sending…",
  "inquiry.err_content_required": "Please write your message.",
  "inquiry.err_content_long": "The message must be at most {{max}} characters.",
  "inquiry.err_images_many": "You can attach up to {{max}} images.",
  "inquiry.err_image_type": "Only JPEG, PNG, GIF and WebP images can be attached.",
  "inquiry.err_image_size": "Each image must be 5 MB or smaller.",
  "inquiry.err_send": "The message could not be sent. Please try again later.",
  "inquiry.leave": "Your message is not saved. Leave this page?",
  "inquiry.success_title": "Your message has been sent",
  "inquiry.success_body": "Your school's administrator will read it. The answer comes from your teacher.",
  "inquiry.back_home": "Back to home",
  "inquiry.write_again": "Write another message",
  "faq.title": "Frequently asked questions",
  "faq.to_form": "Still stuck? Contact us",
  "faq.q1": "I cannot sign in.",
  "faq.a1":
    "Check your user ID and password. If you forgot the password, use “Forgot password” on the sign-in screen and ask your teacher.",
  "faq.q2": "Recording gives no score.",
  "faq.a2":
    "Allow the browser to use the microphone. Read clearly, close to the microphone, in a quiet place.",
  "faq.q3": "What is activating the study card?",
  "faq.a3":
    "Enter the card number and press Activate: the period of use starts that day. Your teacher gives you the number.",
  "faq.q4": "How do I join a class?",
  "faq.a4": "Open My Account in the menu and enter the class code your teacher gave you.",
  "faq.q5": "I cannot hear the audio.",
  "faq.a5": "Check the device volume and silent mode. With earphones, check that they are connected.",
};

registerStrings({ ja: inquiryJa, en: inquiryEn });
