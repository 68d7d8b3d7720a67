import type { PlayerProps } from "../types.ts";
import { BlanksPlayer } from "./parts/BlanksPlayer.tsx";

/**
 * Listen-and-fill-blanks player: play the audio, type the missing words into the blanks.
 * @param props - the shell's player props
 * @returns the player
 */
export default function ListenFillBlanksPlayer(props: PlayerProps<"listen-fill-blanks">) {
  return <BlanksPlayer {...props} />;
}
