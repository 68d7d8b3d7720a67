import { OrderPlayer } from "../sentence-sorting/parts/OrderPlayer.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Fill-in ordering player: tap the choices into the blanks, then check.
 * @param props - the shell's player props
 * @returns the player
 */
export default function FillInOrderPlayer(props: PlayerProps<"fill-in-order">) {
  return <OrderPlayer {...props} />;
}
