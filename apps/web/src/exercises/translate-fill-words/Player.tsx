import { BlanksPlayer } from "../listen-fill-blanks/parts/BlanksPlayer.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Translate-fill-words player: the Japanese sentence, and its English with blanks to type.
 * @param props - the shell's player props
 * @returns the player
 */
export default function TranslateFillWordsPlayer(props: PlayerProps<"translate-fill-words">) {
  return <BlanksPlayer {...props} />;
}
