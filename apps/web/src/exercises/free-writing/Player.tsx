import { WritingItemPlayer } from "@web/components/writing/WritingItemPlayer.tsx";
import type { PlayerProps } from "../types.ts";

/**
 * Free writing player: the shared writing item player (panel, checker, result).
 * @param props - the shell's player props
 * @returns the player
 */
export default function FreeWritingPlayer(props: PlayerProps<"free-writing">) {
  return <WritingItemPlayer {...props} />;
}
