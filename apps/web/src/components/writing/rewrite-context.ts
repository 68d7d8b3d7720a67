import { createContext } from "react";

/**
 * The texts a rewrite starts from, by question id: a returned homework attempt's written answers. A
 * writing player with no answer yet opens its panel with the text found here (empty map: a blank panel).
 */
export const RewriteTexts = createContext<ReadonlyMap<string, string>>(new Map());
