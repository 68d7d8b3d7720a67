import type { PlayerProps } from "../types.ts";
import { OrderPlayer } from "./parts/OrderPlayer.tsx";

/**
 * Sentence sorting player: tap the choices into the blanks, then check.
 * @param props - the shell's player props
 * @returns the player
 */
export default function SentenceSortingPlayer(props: PlayerProps<"sentence-sorting">) {
  return <OrderPlayer {...props} />;
}
