import { OrderPlayer } from "../sentence-sorting/parts/OrderPlayer.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Grammar blank-fill (word order) player: tap the choices into the blanks, then check.
 * @param props - the shell's player props
 * @returns the player
 */
export default function GrammarBlankFillPlayer(props: PlayerProps<"grammar-blank-fill">) {
  return <OrderPlayer {...props} />;
}
