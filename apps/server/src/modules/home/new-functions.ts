import type { NewFunction } from "@hibiki/contracts";

/**
 * Features announced on the home screen ("new functions"). Only features that exist are listed; each
 * feature's issue adds its entry here when it lands.
 */
export const NEW_FUNCTIONS: readonly NewFunction[] = [
  {
    function_id: 6,
    name: "AI作文",
    description: "英語で書くと、AIがすぐに文法やつづりをチェックします",
    route: "/ai-writing",
    icon: "pencil",
    is_new: 1,
  },
  {
    function_id: 7,
    name: "ライティング練習",
    description: "レベル別のテーマで英作文にチャレンジ",
    route: "/skillup/writing/index",
    icon: "pencil",
    is_new: 1,
  },
];
