import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** Japanese strings of the student's AI homework card. */
export const aiHomeworkJa = {
  "aihw.title": "先生からのAI課題",
  "aihw.kind.course": "AIスタディ",
  "aihw.kind.scenario": "AI会話",
  "aihw.from": "{{teacher}} 先生・{{class}}",
  "aihw.due": "締め切り {{date}}",
  "aihw.whole_course": "全 {{count}} レッスン",
  "aihw.lesson": "L{{no}} {{title}}",
  "aihw.stages": "ステージ {{done}} / {{total}}",
  "aihw.sessions": "会話 {{count}} 回",
  "aihw.progress": "{{title}}：{{percent}}%",
  "aihw.done": "完了",
  "aihw.open": "取り組む",
  "aihw.open_label": "{{title}} に取り組む",
  "aihw.unavailable": "AI会話は今は使えません。先生に聞いてみてください。",
};

/** English strings of the student's AI homework card (same keys). */
export const aiHomeworkEn: Record<keyof typeof aiHomeworkJa, string> = {
  "aihw.title": "AI homework from your teacher",
  "aihw.kind.course": "AI study",
  "aihw.kind.scenario": "AI conversation",
  "aihw.from": "{{teacher}}, {{class}}",
  "aihw.due": "Due {{date}}",
  "aihw.whole_course": "All {{count}} lessons",
  "aihw.lesson": "L{{no}} {{title}}",
  "aihw.stages": "Stages {{done}} / {{total}}",
  "aihw.sessions": "Conversations: {{count}}",
  "aihw.progress": "{{title}}: {{percent}}%",
  "aihw.done": "Done",
  "aihw.open": "Start",
  "aihw.open_label": "Start {{title}}",
  "aihw.unavailable": "AI conversation is not available now. Ask your teacher.",
};

registerStrings({ ja: aiHomeworkJa, en: aiHomeworkEn });
