import type { WritingErrorType } from "@hibiki/contracts";

/**
 * The i18n key of an error type's short label (「冠詞」, 「be動詞」, …), shown beside each comment.
 * @param type - the comment's type from the engine result
 * @returns the key in the writing strings (writing.type_<type>)
 */
export function errorTypeLabelKey(type: WritingErrorType): `writing.type_${WritingErrorType}` {
  return `writing.type_${type}`;
}
