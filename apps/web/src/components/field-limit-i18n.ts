import { registerStrings } from "@web/exercises/shell/register-i18n.ts";

/** Japanese strings of the field limit hint (components/FieldLimit.tsx). */
export const fieldLimitJa = {
  "field_limit.max": "{{max}} 文字以内",
  "field_limit.range": "{{min}}〜{{max}} 文字",
  "field_limit.count": "{{count}} / {{max}}",
  "field_limit.count_sr": "現在 {{count}} 文字",
  "field_limit.over": "{{over}} 文字多すぎます",
} as const;

/** English strings of the field limit hint. */
export const fieldLimitEn: Record<keyof typeof fieldLimitJa, string> = {
  "field_limit.max": "Up to {{max}} characters",
  "field_limit.range": "{{min}} to {{max}} characters",
  "field_limit.count": "{{count}} / {{max}}",
  "field_limit.count_sr": "{{count}} characters so far",
  "field_limit.over": "{{over}} characters too many",
};

registerStrings({ ja: fieldLimitJa, en: fieldLimitEn });
